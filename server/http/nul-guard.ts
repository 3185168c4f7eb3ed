import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/** PostgreSQL refuses U+0000 in text; no field of the product ever needs it. */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

const hasNul = (s: string): boolean => s.includes('\u0000');

/**
 * The path segments (below the value) to the first string holding a NUL character, object keys
 * included, or null when there is none. Segments are collected on the way back up, so a value
 * without a NUL (nearly every one) is walked without building anything.
 */
const nulPath = (value: unknown): string[] | null => {
  if (typeof value === 'string') return hasNul(value) ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const below = nulPath(value[i]);
      if (below) return [String(i), ...below];
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (hasNul(key)) return [key.replaceAll('\u0000', '\\u0000')];
      const below = nulPath((value as Record<string, unknown>)[key]);
      if (below) return [key, ...below];
    }
  }
  return null;
};

/**
 * The dotted path (under `at`) of the first string holding a NUL character in a parsed value
 * (object keys included), or null when there is none.
 */
export const findNul = (value: unknown, at: string): string | null => {
  const below = nulPath(value);
  return below ? [at, ...below].join('.') : null;
};

/** Throws the 400 naming the field when a parsed value holds a NUL character. */
export const refuseNul = (value: unknown, at: string): void => {
  const field = findNul(value, at);
  if (field) throw badRequest(`${field}: ${NUL_MESSAGE}`, field);
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
  if (Buffer.isBuffer(request.body)) refuseNulInRaw(request.body);
  else refuseNul(request.body, 'body');
};

/**
 * One check for every call: a NUL character anywhere in the path parameters, the query or a
 * parsed body answers 400 naming the field, before validation and before anything reaches the
 * database. Multipart fields and tus metadata, parsed later, go through refuseNul themselves.
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
