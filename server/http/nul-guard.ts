import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from './json-depth';

/** PostgreSQL refuses U+0000 in text; no field of the product ever needs it. */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

const hasNul = (s: string): boolean => s.includes('\u0000');

/** A value met on the walk: where it sits (its key under its parent) and how deep. */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
  depth: number;
  /** an object's entry, whose key is checked for a NUL when the entry is reached */
  entry: boolean;
}

const segmentsTo = (step: Step): string[] => {
  const out: string[] = [];
  for (let s: Step | null = step; s?.parent; s = s.parent) out.push(s.key);
  return out.reverse();
};

const TOO_DEEP = 'too-deep';

/** A value with nothing below it to look at: not a string with a NUL, not an object or array. */
const clean = (v: unknown): boolean => (typeof v === 'string' ? !hasNul(v) : !v || typeof v !== 'object' || Buffer.isBuffer(v));

/**
 * The path segments (below the value) to the first string holding a NUL character, object keys
 * included; null when there is none; TOO_DEEP when objects and arrays nest deeper than
 * MAX_JSON_DEPTH. Values are visited in document order on an explicit stack, never by recursion,
 * so no depth reaches the call stack (a deep body was a stack overflow, issue 24); clean leaves
 * (nearly every value) are passed over without a step of their own.
 */
const nulPath = (value: unknown): string[] | null | typeof TOO_DEEP => {
  const stack: Step[] = [{ value, key: '', parent: null, depth: 0, entry: false }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.entry && hasNul(step.key)) return [...segmentsTo(step.parent!), step.key.replaceAll('\u0000', '\\u0000')];
    const v = step.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return segmentsTo(step);
      continue;
    }
    if (clean(v)) continue;
    const depth = step.depth + 1;
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    // pushed last to first, so the first child is taken first
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        if (!clean(v[i])) stack.push({ value: v[i], key: String(i), parent: step, depth, entry: false });
      }
      continue;
    }
    const keys = Object.keys(v as object);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = (v as Record<string, unknown>)[key];
      if (!clean(child) || hasNul(key)) stack.push({ value: child, key, parent: step, depth, entry: true });
    }
  }
  return null;
};

/**
 * The dotted path (under `at`) of the first string holding a NUL character in a parsed value
 * (object keys included), or null when there is none (a value nested too deep to look through
 * holds none that this finds: refuseNul refuses it, other callers validate its shape).
 */
export const findNul = (value: unknown, at: string): string | null => {
  const below = nulPath(value);
  return below && below !== TOO_DEEP ? [at, ...below].join('.') : null;
};

/** Throws the 400 naming the field when a parsed value holds a NUL character, or nests deeper than MAX_JSON_DEPTH. */
export const refuseNul = (value: unknown, at: string): void => {
  const below = nulPath(value);
  if (below === TOO_DEEP) throw tooDeep(at);
  if (below) {
    const field = [at, ...below].join('.');
    throw badRequest(`${field}: ${NUL_MESSAGE}`, field);
  }
};

/** A raw body (kept as bytes, e.g. for better-auth): its JSON fields, or the body as a whole. */
const refuseNulInRaw = (body: Buffer): void => {
  // a NUL arrives as the byte itself or as the JSON escape \u0000
  if (!body.includes(0) && !body.includes('\\u0000')) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest(`body: ${NUL_MESSAGE}`, 'body');
  }
  refuseNul(parsed, 'body');
  if (body.includes(0)) throw badRequest(`body: ${NUL_MESSAGE}`, 'body');
};

const checkRequest = (request: FastifyRequest): void => {
  refuseNul(request.params, 'params');
  refuseNul(request.query, 'query');
  if (Buffer.isBuffer(request.body)) {
    // kept as bytes for a handler that parses it itself (better-auth): bounded here, unparsed
    if (nestsDeeperThan(request.body)) throw tooDeep('body');
    refuseNulInRaw(request.body);
  } else refuseNul(request.body, 'body');
};

/**
 * One check for every call: a NUL character anywhere in the path parameters, the query or a
 * parsed body answers 400 naming the field, before validation and before anything reaches the
 * database; so does a value nested deeper than MAX_JSON_DEPTH (JSON bodies are bounded before
 * they are parsed, by installJsonBodyParser; raw bodies here, before their handler parses them). Multipart fields and tus metadata, parsed later, go through refuseNul themselves.
 */
export const installNulGuard = (app: FastifyInstance): void => {
  // a callback hook: every call passes here, and most have nothing to wait for
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
};
