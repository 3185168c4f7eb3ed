import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface CachedImage {
  path: string;
  size: number;
}

const PRUNE_AT_MOST_EVERY_MS = 10 * 60 * 1000;

/**
 * Rendered images on disk (DATA_DIR/image-cache), one file per key, written atomically. When the
 * folder grows past `maxBytes`, the least recently written files go first.
 */
export const createImageCache = (dir: string, maxBytes: number) => {
  let lastPrune = 0;
  let pruning: Promise<void> | null = null;

  const pathFor = (key: string) => path.join(dir, key.slice(0, 2), key);

  const get = async (key: string): Promise<CachedImage | null> => {
    const file = pathFor(key);
    try {
      const info = await stat(file);
      return { path: file, size: info.size };
    } catch {
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

  const put = async (key: string, data: Buffer): Promise<CachedImage> => {
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
