import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z as zod } from 'zod';
import { contractModules, zodMembersRead } from '../build/lazy-contract';
import { z } from './zod-members';

describe('zod-members', () => {
  const contract = contractModules();

  it('holds every member of zod the contract calls, as zod has it', () => {
    const read = new Set(contract.flatMap((file) => [...zodMembersRead(readFileSync(file, 'utf8'))]));
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
