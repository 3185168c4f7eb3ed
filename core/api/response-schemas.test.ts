import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from './index';
import { callsIn } from './define-call';

/**
 * The web build does not parse answers with their schemas (decision 035): the server builds every
 * answer through the call's response schema, so the client uses it as sent. That is only the same
 * as parsing if parsing changes nothing: no response schema may transform, coerce, pipe, default or
 * catch. Paths of the parts that would.
 */
const changing = (schema: z.ZodType, at: string, seen: Set<unknown>, out: string[]): string[] => {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (['transform', 'pipe', 'default', 'prefault', 'catch'].includes(def.type) || def.coerce === true) out.push(`${at} (${def.type})`);
  const sub = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && '_zod' in value) changing(value as z.ZodType, path, seen, out);
  };
  if (def.type === 'object') for (const [key, value] of Object.entries(def.shape as object)) sub(value, `${at}.${key}`);
  if (def.type === 'lazy') sub((def.getter as () => unknown)(), at);
  for (const key of ['element', 'innerType', 'in', 'out', 'keyType', 'valueType', 'left', 'right', 'rest'])
    sub(def[key], key === 'element' ? `${at}[]` : at);
  for (const key of ['options', 'items']) if (Array.isArray(def[key])) for (const option of def[key]) sub(option, at);
  return out;
};

const calls = callsIn(...Object.values(api));

describe('every response schema leaves a valid answer as it is', () => {
  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_name, call) => {
    expect(changing(call.response, 'response', new Set(), [])).toEqual([]);
  });

  it('finds what would change an answer', () => {
    const schema = z.object({ a: z.string().default('x'), b: z.array(z.coerce.number()), c: z.string().transform((s) => s.length) });
    expect(changing(schema, 'r', new Set(), [])).toEqual(['r.a (default)', 'r.b[] (number)', 'r.c (pipe)', 'r.c (transform)']);
  });
});
