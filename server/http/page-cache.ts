/**
 * Cached public pages (decision 051): HTML kept in the answer cache under the team's data version
 * (a key names exactly one page: never stale, in any process), compressed once, with an ETag and a
 * public Cache-Control so a CDN or the phone itself can keep it a few seconds.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, encoded, matches, type CachedEntry } from './answer-cache';

export interface PageKey {
  organizationId: string;
  dataVersion: number;
  /** what else the page depends on: its path, the team's public settings, the day */
  parts: unknown;
}

/** Answers a public page from the cache or builds it; 304 when the client holds it. */
export const cachedPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  key: PageKey,
  cacheControl: string,
  contentType: string,
  build: () => Promise<string>,
): Promise<Buffer | string> => {
  const text = `page|${key.organizationId}|${key.dataVersion}|${JSON.stringify(key.parts)}`;
  const cache = request.server.answerCache;
  let entry: CachedEntry | undefined = cache.maxBytes > 0 ? cache.get(text) : undefined;
  if (!entry) {
    entry = { body: Buffer.from(await build(), 'utf8'), etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
    if (cache.maxBytes > 0) cache.set(text, entry);
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  const etag = encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', etag).type(contentType);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return encoded(entry, encoding);
};
