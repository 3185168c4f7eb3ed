/**
 * Large JSON answers built per request (a season's calendar, a meet's results) go out compressed
 * when the client accepts it: a phone at a meet downloads ~15 KB instead of ~150 KB. Cached answers
 * (answer-cache.ts) arrive already compressed and are left alone, as is anything that is not JSON.
 * Compression runs on libuv's thread pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './answer-cache';

/** Below this, compressing costs more than the bytes it saves on any network. */
export const COMPRESS_JSON_MIN_BYTES = 8 * 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compressed copies of answers sent as the same bytes on every request (PreSerialized, e.g. the
 * sport-event catalogue), so they are compressed once, not per request.
 */
const repeated = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

export const installJsonCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_JSON_MIN_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding'], size);
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (encoding === 'identity') return payload;
    const known = Buffer.isBuffer(payload) ? repeated.get(payload)?.[encoding] : undefined;
    const out =
      known ??
      (encoding === 'br'
        ? await br(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gz(payload, { level: 5 }));
    if (Buffer.isBuffer(payload) && !known) repeated.set(payload, { ...repeated.get(payload), [encoding]: out });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
};
