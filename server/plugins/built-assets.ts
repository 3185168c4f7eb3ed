import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from '../http/answer-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The types of what the build writes into assets/; any other file is left to @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** A file larger than this is streamed from disk each time, and the cache holds at most TOTAL_BYTES. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const TOTAL_BYTES = 64 * 1024 * 1024;

interface Entry {
  type: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const COPIES = ['br', 'gzip'] as const;

/** An entry, a file too large to hold (streamed each time), or none in the build. */
type Loaded = Entry | 'stream' | 'missing';

const readOrNull = (file: string): Promise<Buffer | null> => readFile(file).catch(() => null);

/**
 * Serves the build's hashed assets (dist/web/assets) from memory: read once, with the .br and .gz
 * copies the build writes beside them, then sent from a Buffer. Through @fastify/static each file
 * cost a stat per encoding, an open and a stream (4-5 ms to the first byte here, 190 files a second
 * on one connection), and a first load asks for five at once. The names are hashed, so a file's
 * bytes never change; a name not in the build is the usual 404.
 */
export const registerBuiltAssets = (app: FastifyInstance, webRoot: string): void => {
  const dir = path.join(webRoot, 'assets');
  const entries = new Map<string, Promise<Loaded>>();
  let held = 0;

  const load = async (name: string, type: string): Promise<Loaded> => {
    const file = path.join(dir, name);
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) return 'missing';
    if (size > MAX_FILE_BYTES || held + size > TOTAL_BYTES) return 'stream';
    const [identity, br, gzip] = await Promise.all([readOrNull(file), readOrNull(`${file}.br`), readOrNull(`${file}.gz`)]);
    if (!identity) return 'missing';
    held += identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    return { type, identity, br, gzip };
  };

  /**
   * The brotli copy. npm start writes them after it listens (web/build/precompress.ts): a file the build
   * compressed (it has a .gz) and without a .br yet is looked for again until it is there.
   */
  const brotli = async (name: string, entry: Entry): Promise<Buffer | null> => {
    if (!entry.br && entry.gzip) {
      entry.br = await readOrNull(path.join(dir, `${name}.br`));
      held += entry.br?.length ?? 0;
    }
    return entry.br;
  };

  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    // only plain file names, as the build writes them: no separators, no dot-segments
    if (!/^[\w-][\w.-]*$/.test(name) || name.includes('..')) return reply.callNotFound();
    const type = TYPES[path.extname(name)];
    if (!type) return reply.sendFile(`assets/${name}`);
    let pending = entries.get(name);
    if (!pending) {
      pending = load(name, type);
      entries.set(name, pending);
    }
    const entry = await pending;
    if (entry === 'missing') {
      // asked for again next time: the build may land while the server runs (npm start)
      entries.delete(name);
      return reply.callNotFound();
    }
    if (entry === 'stream') return reply.sendFile(`assets/${name}`);
    // by the header and the copies there are: the build decided which files are worth one
    const header = request.headers['accept-encoding'];
    if (chooseEncoding(header, Infinity) === 'br') await brotli(name, entry);
    const encoding = chooseEncoding(
      header,
      Infinity,
      COPIES.filter((copy) => entry[copy]),
    );
    const copy = encoding === 'identity' ? null : entry[encoding];
    if (copy) reply.header('content-encoding', encoding);
    return reply
      .header('content-type', entry.type)
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept-encoding')
      .send(copy ?? entry.identity);
  });
};
