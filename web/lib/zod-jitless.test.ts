import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** zod's feature probe called Function('') on every page load and tripped the CSP's script-src. */
describe('zod runs without eval', () => {
  it('parses objects without ever calling Function', async () => {
    const original = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => (calls.push(args), Reflect.construct(target, args)),
      apply: (target, self, args) => (calls.push(args), Reflect.apply(target, self, args)),
    });
    try {
      await import('./zod-jitless');
      const { z } = await import('zod');
      const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
      expect(schema.parse({ name: 'a', tags: [{ id: 1 }] })).toEqual({ name: 'a', tags: [{ id: 1 }] });
      expect(calls).toEqual([]);
    } finally {
      globalThis.Function = original;
    }
  });

  it('is the first import of the web entry', () => {
    const entry = readFileSync(new URL('../main.tsx', import.meta.url), 'utf8');
    expect(entry.match(/^import .*$/m)?.[0]).toBe("import './lib/zod-jitless';");
  });
});
