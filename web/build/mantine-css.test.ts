import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usedMantineCss } from './mantine-css';

const require = createRequire(import.meta.url);
const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const componentCss = (name: string) => readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim();

describe('usedMantineCss', () => {
  it('keeps the base files and the used components with what they are built from, in styles.css order', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'splits-mantine-css-'));
    mkdirSync(path.join(root, 'feature'));
    writeFileSync(
      path.join(root, 'feature', 'page.tsx'),
      `import { Button, Text } from '@mantine/core';\nexport const x = [Button, Text];\n`,
    );
    writeFileSync(path.join(root, 'feature', 'page.test.ts'), `import { Stepper } from '@mantine/core';\n`);
    const css = await usedMantineCss(root);
    expect(css).not.toBeNull();
    const at = (name: string) => (css as string).indexOf(componentCss(name));
    for (const name of ['baseline', 'default-css-variables', 'global', 'Button', 'UnstyledButton', 'Loader', 'Text']) {
      expect(at(name), name).toBeGreaterThanOrEqual(0);
    }
    // not used (a test file does not count)
    for (const name of ['Stepper', 'Combobox', 'AppShell', 'Table']) expect(at(name), name).toBe(-1);
    expect(at('baseline')).toBe(0);
    // the kept files come in the order styles.css has them
    const whole = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const kept = ['global', 'UnstyledButton', 'Button', 'Loader', 'Text'].sort(
      (a, b) => whole.indexOf(componentCss(a)) - whole.indexOf(componentCss(b)),
    );
    const positions = kept.map(at);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
