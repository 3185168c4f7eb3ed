import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { StorageBackend } from '../storage/backends/storage-backend';
import { StorageError } from '../storage/storage-error';

interface CachedImage {
  path: string;
  size: number;
}

const PRUNE_AT_MOST_EVERY_MS = 10 * 60 * 1000;

/** Where every server keeps the renditions it made, under this prefix of the file store. */
export const SHARED_VARIANTS_PREFIX = 'image-variants';

/**
 * Rendered images on disk (DATA_DIR/image-cache), one file per key, written atomically. When the
 * folder grows past `maxBytes`, the least recently written files go first.
 *
 * With `shared` (the S3 store, when several servers share it), each rendition is also kept there,
 * under `image-variants/<key>`: a server that has not made a rendition takes another's from the
 * store rather than rendering it again. The store's copies are not pruned here: give the prefix a
 * lifecycle rule (README, Scaling out).
 */
export const createImageCache = (
  dir: string,
  maxBytes: number,
  shared?: Pick<StorageBackend, 'read' | 'putBuffer'>,
  onSharedError: (e: unknown) => void = () => undefined,
) => {
  let lastPrune = 0;
  let pruning: Promise<void> | null = null;

  const pathFor = (key: string) => path.join(dir, key.slice(0, 2), key);

  const sharedKey = (key: string) => `${SHARED_VARIANTS_PREFIX}/${key}`;

  /** From this server's disk, else from the shared store (then kept on disk too). */
  const get = async (key: string): Promise<CachedImage | null> => {
    const file = pathFor(key);
    try {
      const info = await stat(file);
      return { path: file, size: info.size };
    } catch {
      // not made here yet
    }
    if (!shared) return null;
    try {
      const data = await buffer(await shared.read(sharedKey(key)));
      return await writeLocal(key, data);
    } catch (e) {
      // not made anywhere yet (object-not-found), or the store failed: render it
      if (!(e instanceof StorageError && e.code === 'object-not-found')) onSharedError(e);
      return null;
    }
  };

  const prune = async () => {
    const entries: { file: string; size: number; mtime: number }[] = [];
    for (const shard of await readdir(dir).catch(() => [] as string[])) {
      const shardDir = path.join(dir, shard);
      for (const name of await readdir(shardDir).catch(() => [] as string[])) {
        const file = path.join(shardDir, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) entries.push({ file, size: info.size, mtime: info.mtimeMs });
      }
    }
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    if (total <= maxBytes) return;
    entries.sort((a, b) => a.mtime - b.mtime);
    for (const entry of entries) {
      if (total <= maxBytes * 0.9) break;
      await rm(entry.file, { force: true });
      total -= entry.size;
    }
  };

  /** Keeps a rendition on this server's disk and, when there is one, in the shared store. */
  const put = async (key: string, data: Buffer): Promise<CachedImage> => {
    const local = await writeLocal(key, data);
    if (shared) {
      const md5Base64 = createHash('md5').update(data).digest('base64');
      await shared
        .putBuffer(sharedKey(key), data, { contentType: 'application/octet-stream', size: data.length, md5Base64 })
        .catch(onSharedError);
    }
    return local;
  };

  const writeLocal = async (key: string, data: Buffer): Promise<CachedImage> => {
    const file = pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
    if (Date.now() - lastPrune > PRUNE_AT_MOST_EVERY_MS && !pruning) {
      lastPrune = Date.now();
      pruning = prune()
        .catch(() => undefined)
        .finally(() => {
          pruning = null;
        });
    }
    return { path: file, size: data.length };
  };

  return { get, put, prune };
};

export type ImageCache = ReturnType<typeof createImageCache>;
