import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { z as zod } from 'zod';
import { z } from './zod-members';

/* eslint-disable @typescript-eslint/no-explicit-any -- ESTree nodes from parseAst */
/** Every `z.<member>` a module reads outside its types. */
const membersRead = (source: string): Set<string> => {
  const names = new Set<string>();
  const visit = (node: any) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type)) return;
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'z' && !node.computed)
      names.add(node.property.name as string);
    for (const [key, value] of Object.entries(node))
      if (key !== 'type') for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') visit(child);
  };
  visit(parseAst(source, { lang: 'ts' } as any));
  return names;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('zod-members', () => {
  const core = path.resolve(import.meta.dirname, '..', '..', 'core');
  const contract = [
    ...readdirSync(path.join(core, 'api'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(core, 'api', f)),
    path.join(core, 'marks', 'schema.ts'),
  ];

  it('holds every member of zod the contract calls, as zod has it', () => {
    const read = new Set(contract.flatMap((file) => [...membersRead(readFileSync(file, 'utf8'))]));
    expect(read.size).toBeGreaterThan(10);
    const has = (from: object, name: string) => (from as Record<string, unknown>)[name];
    for (const name of read) {
      const mine = has(z, name);
      const theirs = has(zod, name);
      // a sub-namespace (z.coerce, z.iso) is listed by the members the contract calls
      if (typeof theirs === 'object' && theirs !== null)
        for (const [member, value] of Object.entries(mine as object)) expect(value, `z.${name}.${member}`).toBe(has(theirs, member));
      else expect(mine, `z.${name}`).toBe(theirs);
    }
  });

  it("holds each sub-namespace's members the contract calls", () => {
    const calls = new Set(
      contract.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bz\.(coerce|iso)\.(\w+)/g)].map((m) => `${m[1]}.${m[2]}`)),
    );
    expect(calls.size).toBeGreaterThan(0);
    for (const call of calls) {
      const [space, member] = call.split('.') as ['coerce' | 'iso', string];
      expect((z[space] as Record<string, unknown>)[member], `z.${call}`).toBe((zod[space] as Record<string, unknown>)[member]);
    }
  });

  it('builds schemas that parse as zod does', () => {
    const schema = z.object({ id: z.uuid(), n: z.coerce.number().int(), kind: z.enum(['a', 'b']) });
    expect(schema.parse({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', n: '3', kind: 'a' })).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      n: 3,
      kind: 'a',
    });
    expect(schema.safeParse({ id: 'x', n: 1, kind: 'c' }).success).toBe(false);
  });
});
