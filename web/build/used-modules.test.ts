import { describe, expect, it } from 'vitest';
import { barrelExports, parseImports, usedModules, type ModuleGraph } from './used-modules';

describe('parseImports', () => {
  it('reads named, default, namespace, re-export and side-effect imports; skips type-only ones', () => {
    const code = [
      `import React, { useState as useLocal, useMemo } from 'react';`,
      `import type { Foo } from './types';`,
      `import { type Bar, Baz } from "./baz";`,
      `import * as all from './all';`,
      `import lonely from './lonely';`,
      `export { a, b as c } from './ab';`,
      `export * from './star';`,
      `import './styles.css';`,
      `/* import { Commented } from './commented'; */`,
      `const later = () => import('./lazy');`,
    ].join('\n');
    expect(parseImports(code)).toEqual(
      expect.arrayContaining([
        { specifier: 'react', names: ['useState', 'useMemo', 'default'] },
        { specifier: './baz', names: ['Baz'] },
        { specifier: './all', names: 'all' },
        { specifier: './lonely', names: ['default'] },
        { specifier: './ab', names: ['a', 'b'] },
        { specifier: './star', names: 'all' },
        { specifier: './styles.css', names: 'all' },
      ]),
    );
    const specifiers = parseImports(code).map((e) => e.specifier);
    expect(specifiers).not.toContain('./types');
    expect(specifiers).not.toContain('./commented');
    expect(specifiers).not.toContain('./lazy');
  });
});

describe('barrelExports', () => {
  it('maps each exported name to its module for a file of imports and exports only', () => {
    const barrel = [
      `'use client';`,
      `import { Button } from "./components/Button/Button.mjs";`,
      `import { Text as T } from "./components/Text/Text.mjs";`,
      `export { useId } from "./hooks/use-id.mjs";`,
      `export { Button, T as Text };`,
    ].join('\n');
    const exports = barrelExports(barrel);
    expect(exports?.get('Button')).toEqual({ specifier: './components/Button/Button.mjs', name: 'Button' });
    expect(exports?.get('Text')).toEqual({ specifier: './components/Text/Text.mjs', name: 'Text' });
    expect(exports?.get('useId')).toEqual({ specifier: './hooks/use-id.mjs', name: 'useId' });
  });

  it('is null for a module with code of its own', () => {
    expect(barrelExports(`import { x } from './x.mjs';\nconst y = x + 1;\nexport { y };`)).toBeNull();
  });
});

describe('usedModules', () => {
  const files: Record<string, string> = {
    '/app/main.tsx': `import { Button } from 'ui';\nimport './local';`,
    '/app/local.ts': `export const local = 1;`,
    '/nm/node_modules/ui/index.mjs': [
      `import { Button } from "./Button.mjs";`,
      `import { Select } from "./Select.mjs";`,
      `export { Button, Select };`,
    ].join('\n'),
    '/nm/node_modules/ui/Button.mjs': `import { Box } from "./Box.mjs";\nexport const Button = Box;`,
    '/nm/node_modules/ui/Box.mjs': `export const Box = 1;`,
    '/nm/node_modules/ui/Select.mjs': `import { Popover } from "./Popover.mjs";\nexport const Select = Popover;`,
    '/nm/node_modules/ui/Popover.mjs': `export const Popover = 2;`,
  };
  const graph: ModuleGraph = {
    code: (id) => files[id] ?? null,
    importedIds: () => [],
    resolve: async (specifier, importer) => {
      if (specifier === 'ui') return '/nm/node_modules/ui/index.mjs';
      const dir = importer.slice(0, importer.lastIndexOf('/'));
      const id = `${dir}/${specifier.replace(/^\.\//, '')}`;
      for (const candidate of [id, `${id}.ts`, `${id}.tsx`]) if (candidate in files) return candidate;
      return null;
    },
  };

  it('follows a barrel only for the names imported from it', async () => {
    const used = await usedModules(graph, ['/app/main.tsx']);
    expect([...used].sort()).toEqual(['/app/local.ts', '/app/main.tsx', '/nm/node_modules/ui/Box.mjs', '/nm/node_modules/ui/Button.mjs']);
  });

  it("follows a feature's public entry only for the names imported from it", async () => {
    files['/web/features/home/page.tsx'] = `import { MeetLocation } from '../meets';`;
    files['/web/features/meets/index.ts'] = `export { MeetLocation } from './meet-location';\nexport { MeetsPage } from './meets-page';`;
    files['/web/features/meets/meet-location.tsx'] = `export const MeetLocation = 1;`;
    files['/web/features/meets/meets-page.tsx'] = `export const MeetsPage = 2;`;
    const resolveEntry: ModuleGraph = {
      ...graph,
      resolve: async (specifier, importer) =>
        specifier === '../meets' ? '/web/features/meets/index.ts' : graph.resolve(specifier, importer),
    };
    const used = await usedModules(resolveEntry, ['/web/features/home/page.tsx']);
    expect([...used].sort()).toEqual(['/web/features/home/page.tsx', '/web/features/meets/meet-location.tsx']);
  });

  it('takes the whole barrel for a namespace import', async () => {
    files['/app/all.tsx'] = `import * as ui from 'ui';`;
    const used = await usedModules(graph, ['/app/all.tsx']);
    expect(used).toContain('/nm/node_modules/ui/Select.mjs');
    expect(used).toContain('/nm/node_modules/ui/Popover.mjs');
  });
});
