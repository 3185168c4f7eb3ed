import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from './index';
import { callsIn } from './define-call';

type Json = { [key: string]: unknown };

/** Dotted paths of every string in a JSON schema that has no upper bound (length, enum or shape). */
const unbounded = (schema: unknown, at: string, out: string[]): string[] => {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Json;
  if (s.type === 'string' && s.maxLength === undefined && s.enum === undefined && s.const === undefined && s.format === undefined)
    out.push(at);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) unbounded(sub, `${at}.${name}`, out);
    } else if (key === 'items' || key === 'additionalProperties') unbounded(value, `${at}[]`, out);
    else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value))
      for (const sub of value) unbounded(sub, at, out);
  }
  return out;
};

const calls = callsIn(...Object.values(api));

/** A 30,000-character name rode in every token (431 on every call): every text the API takes is bounded. */
describe('every free-text input of the contract has a maximum length', () => {
  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_name, call) => {
    const found: string[] = [];
    if (call.query) unbounded(z.toJSONSchema(call.query, { io: 'input', unrepresentable: 'any' }), 'query', found);
    if (call.body) unbounded(z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }), 'body', found);
    expect(found).toEqual([]);
  });
});
