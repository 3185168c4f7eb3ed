import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractModules, lazyContractSource } from './lazy-contract';

const FIXTURE = `import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema } from './common';

export const ROLES = ['a', 'b'] as const;
export const textSchema = (max: number) => z.string().trim().max(max);
export const itemSchema = z.object({ id: idSchema, role: z.enum(ROLES) });
const query = z.object({ orgId: idSchema });
export const widerSchema = itemSchema.extend({ note: z.string() });
export const narrowQuery = query.pick({ orgId: true });
export const KEYS = Object.freeze(['x']);
export const getItems = defineCall({
  method: 'GET',
  path: '/api/items/get',
  auth: true,
  query,
  response: z.array(itemSchema),
});
`;

describe('lazyContractSource', () => {
  const out = lazyContractSource(FIXTURE, '/lazy.ts', '/late-zod.ts') as string;

  it('wraps the consts zod builds, and those a schema method builds from a schema', () => {
    expect(out).toContain('export const itemSchema = __lazySchema(() => z.object({ id: idSchema, role: z.enum(ROLES) }));');
    expect(out).toContain('const query = __lazySchema(() => z.object({ orgId: idSchema }));');
    expect(out).toContain('export const widerSchema = __lazySchema(() => itemSchema.extend({ note: z.string() }));');
    expect(out).toContain('export const narrowQuery = __lazySchema(() => query.pick({ orgId: true }));');
  });

  it('leaves everything else as written: constants, helpers, other calls, and methods that do not answer a schema', () => {
    expect(out).toContain("export const ROLES = ['a', 'b'] as const;");
    expect(out).toContain('export const textSchema = (max: number) => z.string().trim().max(max);');
    expect(out).toContain("export const KEYS = Object.freeze(['x']);");
  });

  it("turns a call's schema fields into getters and keeps its other fields", () => {
    expect(out).toContain("method: 'GET',\n  path: '/api/items/get',\n  auth: true,");
    expect(out).toContain("get query() { return __lazyField(this, 'query', () => (query)); },");
    expect(out).toContain("get response() { return __lazyField(this, 'response', () => (z.array(itemSchema))); },");
    expect(out.startsWith('import { lazySchema as __lazySchema, lazyField as __lazyField } from "/lazy.ts";\n')).toBe(true);
  });

  it('takes `z` from the late module, so zod is not loaded with the contract', () => {
    expect(out).toContain('import { z } from "/late-zod.ts";');
    expect(out).not.toContain("from 'zod'");
    expect(lazyContractSource("import { z } from 'zod';\nexport const f = () => z.string();\n", '/lazy.ts', '/late-zod.ts')).toBe(
      'import { lazySchema as __lazySchema, lazyField as __lazyField } from "/lazy.ts";\nimport { z } from "/late-zod.ts";\nexport const f = () => z.string();\n',
    );
    expect(lazyContractSource("import type { z } from 'zod';\nexport type T = z.infer<typeof x>;\n")).toBeNull();
  });

  it('refuses a module that would touch zod while it loads, or imports zod otherwise', () => {
    const refused = [
      "import { z } from 'zod';\nconst item = z.object({});\nexport const KEYS = item.keyof();\n",
      "import { z } from 'zod';\nexport const pair = [z.string(), z.number()];\n",
      "import { z } from 'zod';\nimport { idSchema } from './common';\nexport const ID = idSchema.shape;\n",
      "import * as zod from 'zod';\nexport const s = zod.z.string();\n",
      "import { z, ZodError } from 'zod';\nexport const s = z.string();\n",
    ];
    for (const source of refused) expect(() => lazyContractSource(source), source).toThrow(/lazy contract/);
    // a schema passed as a value, or used inside a function, waits for its first use
    expect(() =>
      lazyContractSource("import { idSchema } from './common';\nexport const again = idSchema;\nexport const f = () => idSchema.shape;\n"),
    ).not.toThrow();
  });

  it('answers null for a module with nothing to rewrite', () => {
    expect(lazyContractSource("export const ROLES = ['a'] as const;\n")).toBeNull();
  });

  it("rewrites every module of the contract into valid code, each call's schemas behind getters", () => {
    const files = contractModules();
    expect(files).toContain(path.resolve(import.meta.dirname, '..', '..', 'core', 'marks', 'schema.ts'));
    expect(files.filter((file) => file.includes(`${path.sep}api${path.sep}`)).length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const rewritten = lazyContractSource(source, '/lazy.ts');
      if (rewritten === null) continue;
      expect(() => parseAst(rewritten, { lang: 'ts' }), file).not.toThrow();
      const calls = source.match(/= defineCall\(/g)?.length ?? 0;
      expect(rewritten.match(/get response\(\) \{/g)?.length ?? 0, file).toBe(calls);
      expect(rewritten.match(/^\s*response: /gm), file).toBeNull();
    }
  });
});
