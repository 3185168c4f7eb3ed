import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyField, lazySchema } from './lazy-schema';

const counted = <T extends object>(build: () => T) => {
  const state = { builds: 0 };
  const schema = lazySchema(() => {
    state.builds += 1;
    return build();
  });
  return { schema, state };
};

describe('lazySchema', () => {
  it('builds on first use, once, and parses as the schema it stands for', () => {
    const { schema, state } = counted(() => z.object({ id: z.string().min(1), n: z.number().int() }));
    expect(state.builds).toBe(0);
    expect(schema.parse({ id: 'a', n: 2 })).toEqual({ id: 'a', n: 2 });
    expect(schema.safeParse({ id: '', n: 2.5 }).success).toBe(false);
    expect(state.builds).toBe(1);
    expect(schema instanceof z.ZodType).toBe(true);
  });

  it('composes inside other schemas without being built until they parse', () => {
    const { schema: id, state } = counted(() => z.uuid());
    const { schema: kind } = counted(() => z.enum(['meet', 'practice']));
    const item = lazySchema(() => z.object({ id, kind, note: z.string().nullable() }));
    const list = z.array(item);
    const wider = lazySchema(() => item.extend({ extra: z.boolean().optional() }).pick({ id: true, extra: true }));
    const either = z.discriminatedUnion('type', [
      lazySchema(() => z.object({ type: z.literal('a'), a: id })),
      lazySchema(() => z.object({ type: z.literal('b'), b: z.number() })),
    ]);
    expect(state.builds).toBe(0);
    const uuid = '0190a4a8-7c1e-7d2f-8a3b-1c2d3e4f5a6b';
    expect(list.parse([{ id: uuid, kind: 'meet', note: null }])).toHaveLength(1);
    expect(list.safeParse([{ id: 'nope', kind: 'meet', note: null }]).success).toBe(false);
    expect(wider.parse({ id: uuid, extra: true })).toEqual({ id: uuid, extra: true });
    expect(either.parse({ type: 'a', a: uuid })).toEqual({ type: 'a', a: uuid });
    expect(either.safeParse({ type: 'b', b: 'x' }).success).toBe(false);
    expect(item.optional().parse(undefined)).toBeUndefined();
    expect(state.builds).toBe(1);
  });

  it("serves a form's validation through the standard schema interface", () => {
    const schema = lazySchema(() => z.object({ name: z.string().trim().min(1, 'Enter a name') }));
    expect(schemaResolver(schema, { sync: true })({ name: ' ' })).toEqual({ name: 'Enter a name' });
    expect(schemaResolver(schema, { sync: true })({ name: 'Ann' })).toEqual({});
  });

  it('answers reflection as the built schema does', () => {
    const real = z.object({ a: z.string() });
    const schema = lazySchema(() => real);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(real));
    expect(Reflect.ownKeys(schema)).toEqual(Reflect.ownKeys(real));
    expect('parse' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['a']);
  });
});

describe('lazyField', () => {
  it("replaces a call's getter by the built value on first read", () => {
    let builds = 0;
    const call = {
      method: 'GET',
      get response(): z.ZodString {
        return lazyField(this, 'response', () => {
          builds += 1;
          return z.string();
        });
      },
    };
    expect(builds).toBe(0);
    expect(call.response.parse('x')).toBe('x');
    expect(call.response).toBe(call.response);
    expect(builds).toBe(1);
    expect(Object.getOwnPropertyDescriptor(call, 'response')?.get).toBeUndefined();
  });
});
