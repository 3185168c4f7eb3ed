import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

/** The build's text files worth compressing, largest first (their sizes from the folder; read when compressed). */
const compressible = (outDir: string): string[] =>
  walk(outDir)
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ size }) => size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);

/** Written under a temporary name, then renamed: a server reading the folder meanwhile never sends half a file. */
const writeWhole = async (file: string, data: Buffer): Promise<void> => {
  await writeFile(`${file}.part`, data);
  await rename(`${file}.part`, file);
};

const brotliOf = (data: Buffer) =>
  brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

/**
 * Writes a .gz beside every text file of the build and, unless `brotli` is false, a .br: the server
 * sends them to browsers that accept them (@fastify/static preCompressed, the .gz while a .br is
 * missing). Side by side on libuv's thread pool, largest first.
 */
export const compressBuild = async (outDir: string, { brotli: withBrotli = true } = {}): Promise<void> => {
  await Promise.all(
    compressible(outDir).map(async (file) => {
      const data = await readFile(file);
      await Promise.all([
        gzipAsync(data, { level: 9 }).then((out) => writeWhole(`${file}.gz`, out)),
        ...(withBrotli ? [brotliOf(data).then((out) => writeWhole(`${file}.br`, out))] : []),
      ]);
    }),
  );
};

/**
 * Writes the .br of every text file that has none, one file at a time, so a server answering
 * meanwhile keeps the rest of the thread pool (sign-in's scrypt, file reads). Brotli at quality 11
 * is most of a build's CPU time (about 4.7 s of 10 here): `npm start` runs this once it listens
 * (decision 034). Resolves with the number of files written.
 */
export const brotliMissing = async (outDir: string): Promise<number> => {
  const missing = compressible(outDir).filter((file) => !existsSync(`${file}.br`));
  for (const file of missing) await writeWhole(`${file}.br`, await brotliOf(await readFile(file)));
  return missing.length;
};
