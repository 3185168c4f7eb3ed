import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineBaseCss, sheetsOf } from './mantine-css';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mantine/core/styles.css'));
const stylesDir = path.join(root, 'styles');
const sheet = (name: string) => readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim();
const sheets = new Set(
  readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -4))
    .filter((n) => !['baseline', 'default-css-variables', 'global'].includes(n)),
);
const esm = (...segments: string[]) => path.join(root, 'esm', ...segments);

describe('mantineBaseCss', () => {
  it("is styles.css's baseline, CSS variables and global rules, in that file's order, and no component's", () => {
    const css = mantineBaseCss(root) as string;
    const whole = readFileSync(path.join(root, 'styles.css'), 'utf8');
    expect(css.startsWith(sheet('baseline'))).toBe(true);
    const order = ['baseline', 'default-css-variables', 'global'].sort((a, b) => whole.indexOf(sheet(a)) - whole.indexOf(sheet(b)));
    expect(css).toBe(order.map(sheet).join('\n'));
    for (const name of ['Button', 'AppShell', 'Input']) expect(css.includes(sheet(name)), name).toBe(false);
  });
});

describe('sheetsOf', () => {
  it("names the stylesheet of each folder of a Mantine module's path that has one", () => {
    expect(sheetsOf(esm('components', 'Button', 'Button.mjs'), sheets, root)).toEqual([path.join(stylesDir, 'Button.css')]);
    expect(sheetsOf(esm('components', 'Checkbox', 'CheckboxIndicator', 'CheckboxIndicator.mjs'), sheets, root)).toEqual([
      path.join(stylesDir, 'Checkbox.css'),
      path.join(stylesDir, 'CheckboxIndicator.css'),
    ]);
  });

  it('names none for Mantine modules without a stylesheet and for modules outside its ESM build', () => {
    expect(sheetsOf(esm('core', 'MantineProvider', 'MantineProvider.mjs'), sheets, root)).toEqual([]);
    expect(sheetsOf(path.join(root, 'cjs', 'components', 'Button', 'Button.cjs'), sheets, root)).toEqual([]);
    expect(sheetsOf('/app/web/components/Button/Button.mjs', sheets, root)).toEqual([]);
  });

  it('covers every component stylesheet Mantine ships: each names a folder of its ESM build', () => {
    const folders = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          folders.add(entry.name);
          walk(path.join(dir, entry.name));
        }
      }
    };
    walk(path.join(root, 'esm'));
    expect([...sheets].filter((name) => !folders.has(name))).toEqual([]);
  });
});
