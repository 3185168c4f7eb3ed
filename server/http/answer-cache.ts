/**
 * Cached answers of heavy read calls (the roster, the athlete page: decision 014). An answer is
 * keyed by the call, the team, the team's data version (organizations.data_version, bumped by
 * triggers on every change of its athletes, meets, entries, results or mark settings, and read by
 * `authorize` in the query it already makes), the day (grades follow the school year) and the
 * parsed query. A key therefore names exactly one answer: a cached one can't be stale, in this
 * process or any other, and its hash is the answer's ETag (a phone revalidating gets a 304).
 * Answers are sent compressed when the client accepts it (every browser does): a 150-athlete
 * roster is ~125 KB of JSON and ~10 KB of brotli, compressed once per answer, not per request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallDef, CallResponse } from '@core/api/define-call';
import { createMemoryCache, type MemoryCache } from './memory-cache';
import { PreSerialized } from './pre-serialized';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/** Outside production every answer built is also encoded by zod (tests catch a drift from the schema). */
const checkAnswers = process.env.NODE_ENV !== 'production';

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer: its JSON and, made when first asked for, its compressed copies. */
export interface CachedEntry {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Least-recently-used answers up to a byte budget (their JSON counted); 0 keeps none. */
export class AnswerCache {
  private readonly entries: MemoryCache<CachedEntry> | null;

  constructor(readonly maxBytes: number) {
    // one answer never crowds out the rest: none larger than a quarter of the budget is kept
    this.entries =
      maxBytes > 0 ? createMemoryCache<CachedEntry>({ maxBytes, maxEntryBytes: maxBytes / 4, bytesOf: (e) => e.body.length }) : null;
  }

  get(key: string): CachedEntry | undefined {
    return this.entries?.get(key);
  }

  set(key: string, value: CachedEntry): void {
    this.entries?.set(key, value);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}

interface AnswerKey {
  organizationId: string;
  dataVersion: number;
  /** what else the answer depends on: the parsed query, an id */
  parts: unknown;
}

const NOT_MODIFIED = PreSerialized.ofChecked(Buffer.alloc(0));

const etagOf = (key: string) => `"${createHash('sha1').update(key).digest('base64url')}"`;

/** Below this size compression isn't worth a header. */
const MIN_COMPRESS_BYTES = 1024;

/** The compressed encodings an Accept-Encoding header takes (a q=0 refuses). */
const readAcceptEncoding = (header: string): ReadonlySet<string> =>
  new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );

/** Headers read before: browsers send a handful of distinct values. */
const acceptEncodings = new Map<string, ReadonlySet<string>>();

const COMPRESSED: readonly Exclude<Encoding, 'identity'>[] = ['br', 'gzip'];

/**
 * The first of `offered` (br, else gzip, by default) that the Accept-Encoding header allows (a q=0
 * refuses), else identity; identity too below the size compression is worth a header.
 */
export const chooseEncoding = (
  header: string | undefined,
  size: number,
  offered: readonly Exclude<Encoding, 'identity'>[] = COMPRESSED,
): Encoding => {
  if (!header || size < MIN_COMPRESS_BYTES) return 'identity';
  let accepted = acceptEncodings.get(header);
  if (accepted === undefined) {
    accepted = readAcceptEncoding(header);
    if (acceptEncodings.size >= 256) acceptEncodings.clear();
    acceptEncodings.set(header, accepted);
  }
  return offered.find((encoding) => accepted.has(encoding)) ?? 'identity';
};

export const encoded = (entry: CachedEntry, encoding: Encoding): Buffer => {
  if (encoding === 'br')
    return (entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    }));
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
  return entry.body;
};

export const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/**
 * Answers from the cache, or builds, checks, serializes and keeps the answer. Sends 304 when the
 * client already holds it (If-None-Match).
 */
export const cachedAnswer = async <C extends CallDef>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: C,
  key: AnswerKey,
  build: () => Promise<CallResponse<C>>,
): Promise<PreSerialized> => {
  const day = new Date().toISOString().slice(0, 10);
  const text = `${call.method} ${call.path}|${key.organizationId}|${key.dataVersion}|${day}|${JSON.stringify(key.parts)}`;
  const cache = request.server.answerCache;
  let entry = cache.maxBytes > 0 ? cache.get(text) : undefined;
  const acceptEncoding = request.headers['accept-encoding'];
  // the ETag names the answer and its encoding (each encoding is a representation of its own)
  const tagFor = (etag: string, encoding: Encoding) => (encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`);
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (entry) {
    const etag = tagFor(entry.etag, chooseEncoding(acceptEncoding, entry.body.length));
    if (matches(request.headers['if-none-match'], etag)) {
      reply.header('etag', etag).code(304);
      return NOT_MODIFIED;
    }
  } else {
    const value = await build();
    if (checkAnswers) z.encode(call.response, value);
    entry = { body: Buffer.from(JSON.stringify(value), 'utf8'), etag: etagOf(text) };
    if (cache.maxBytes > 0) cache.set(text, entry);
  }
  const encoding = chooseEncoding(acceptEncoding, entry.body.length);
  const etag = tagFor(entry.etag, encoding);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return NOT_MODIFIED;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return PreSerialized.ofChecked(encoded(entry, encoding));
};
