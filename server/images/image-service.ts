import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { snapImageQuality, snapImageWidth, type ImageFormat } from '@core/api/images';
import { isImageContentType } from '@core/api/files';
import type { FileRow } from '../db/schema/files';
import { fileForToken, openFile, publicImageFile } from '../storage/file-service';
import type { StorageContext } from '../storage/storage-context';
import { fileNotFound } from '../storage/storage-error';
import { HttpError } from '../http/http-error';
import { IMMUTABLE } from '../http/cache-control';
import type { ImageCache } from './image-cache';
import { createHotImages } from './hot-images';
import { parseImageSource, refusedUrl, type ImageSource } from './image-source';
import { renderImage } from './render-image';

interface ImageRequest {
  url: string;
  width: number;
  quality: number;
  format: ImageFormat;
  /** who asks (the client address): new renditions are rate-limited per caller */
  caller: string;
}

interface ImageResult {
  /** the cached file to stream */
  path: string;
  size: number;
  etag: string;
  cacheControl: string;
  hit: boolean;
  /** the file's bytes, when in memory (a recent rendition, or one made just now): sent as they are */
  body?: Buffer;
}

/** Renditions kept in memory (hot-images.ts), per process. */
const HOT_IMAGES_BYTES = 32 * 1024 * 1024;
/** How long a rendition in memory is served before its source is looked up again. */
export const HOT_IMAGE_RECHECK_MS = 10_000;

interface ResolvedSource {
  /** changes whenever the bytes may: a file's id and MD5, a static file's path, size and time */
  identity: string;
  cacheControl: string;
  load: () => Promise<Buffer>;
}

/** Quality snapped to one of IMAGE_QUALITIES: near-identical variants share one cache entry. */
export const snapQuality = snapImageQuality;

/** Renditions not in the cache yet, per caller per minute (a fixed window kept in memory). */
const missLimiter = (perMinute: number) => {
  const counts = new Map<string, number>();
  let windowStart = Date.now();
  return (caller: string): void => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      counts.clear();
      windowStart = now;
    }
    const count = (counts.get(caller) ?? 0) + 1;
    counts.set(caller, count);
    if (count > perMinute) {
      const wait = Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
      throw new HttpError(429, `Too many new image sizes asked for; try again in ${wait} seconds.`, { code: 'rate-limited' });
    }
  };
};

/** Runs at most `limit` tasks at once; the others wait their turn, up to `maxWaiting` of them. */
const limiter = (limit: number, maxWaiting: number) => {
  let active = 0;
  const queue: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    // 503 answers with Retry-After (error handler)
    if (active >= limit && queue.length >= maxWaiting)
      throw new HttpError(503, 'Too many images are being prepared; try again in a moment.');
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      queue.shift()?.();
    }
  };
  return Object.assign(run, { state: () => ({ active, waiting: queue.length }) });
};

export interface ImageServiceLimits {
  /** renders at once (sharp, one thread each) */
  concurrentRenders: number;
  /** renders waiting their turn before 503 */
  maxWaiting: number;
  /** new renditions (cache misses) per caller per minute before 429 */
  missesPerMinute: number;
}

export const createImageService = (ctx: StorageContext, cache: ImageCache, staticRoots: readonly string[], limits: ImageServiceLimits) => {
  const inFlight = new Map<string, Promise<ImageResult>>();
  // sharp renders a few at a time (two cores); a flood of new renditions waits, within reason
  const limit = limiter(limits.concurrentRenders, limits.maxWaiting);
  const countMiss = missLimiter(limits.missesPerMinute);
  const hot = createHotImages<Omit<ImageResult, 'body' | 'hit'>>(HOT_IMAGES_BYTES, HOT_IMAGE_RECHECK_MS);

  const fromFile = (file: FileRow, cacheControl: string): ResolvedSource => {
    if (!isImageContentType(file.contentType)) throw refusedUrl();
    return {
      identity: `file:${file.id}:${file.md5Hash}`,
      cacheControl,
      load: async () => buffer((await openFile(ctx, file)).stream),
    };
  };

  const fromStatic = async (relativePath: string): Promise<ResolvedSource> => {
    for (const root of staticRoots) {
      const base = path.resolve(root);
      const file = path.resolve(base, ...relativePath.split('/'));
      if (!file.startsWith(base + path.sep)) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.size > ctx.config.maxFileBytes) continue;
      const hashed = relativePath.startsWith('assets/');
      return {
        identity: `static:${relativePath}:${info.size}:${info.mtimeMs}`,
        cacheControl: hashed ? IMMUTABLE : 'public, max-age=3600',
        load: () => readFile(file),
      };
    }
    throw fileNotFound();
  };

  const resolve = async (source: ImageSource): Promise<ResolvedSource> => {
    switch (source.kind) {
      case 'public-file':
        return fromFile(await publicImageFile(ctx, source.fileId), IMMUTABLE);
      case 'signed-file':
        return fromFile(await fileForToken(ctx, source.token), 'private, max-age=300');
      case 'static':
        return fromStatic(source.relativePath);
    }
  };

  /**
   * The rendition for a request: from memory when asked for recently (public and static sources
   * only: a signed link's expiry is checked on every call), else from the disk cache, else
   * rendered once and cached.
   */
  const get = async (request: ImageRequest): Promise<ImageResult> => {
    const width = snapImageWidth(request.width);
    const quality = snapQuality(request.quality);
    const hotKey = `${request.format}|${width}|${quality}|${request.url}`;
    const recent = hot.get(hotKey);
    if (recent) return { ...recent.meta, body: recent.body, hit: true };
    const parsed = parseImageSource(request.url, ctx.publicUrl);
    const result = await render(parsed, width, quality, request);
    if (parsed.kind !== 'signed-file' && result.size <= hot.maxEntryBytes) {
      // a rendition made just now is already in memory; one from the disk cache is read once
      const body = result.body ?? (await readFile(result.path).catch(() => null));
      if (body && body.length === result.size) {
        const { hit: _hit, ...meta } = result;
        hot.set(hotKey, meta, body);
        return { ...result, body };
      }
    }
    return result;
  };

  /** The rendition from the disk cache when there, else rendered once and cached. */
  const render = async (parsed: ImageSource, width: number, quality: number, request: ImageRequest): Promise<ImageResult> => {
    const source = await resolve(parsed);
    const key = createHash('sha256').update(`${source.identity}|w${width}|q${quality}|${request.format}`).digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const cached = await cache.get(key);
    if (cached) return { ...cached, etag, cacheControl: source.cacheControl, hit: true };

    let pending = inFlight.get(key);
    if (!pending) {
      countMiss(request.caller);
      pending = limit(async () => {
        const rendered = await renderImage(await source.load(), {
          width,
          quality,
          format: request.format,
          maxInputPixels: ctx.config.maxInputPixels,
        });
        const stored = await cache.put(key, rendered);
        return { ...stored, etag, cacheControl: source.cacheControl, hit: false, body: rendered };
      }).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  /** renders running and waiting their turn now (the metrics endpoint) */
  const renders = (): { active: number; waiting: number } => limit.state();
  return { get, renders };
};

export type ImageService = ReturnType<typeof createImageService>;
