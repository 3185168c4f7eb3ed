import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliMissing, compressBuild } from './precompress';

const text = (n: number) => Array.from({ length: n }, (_, i) => `const v${i} = ${i} * 2;`).join('\n');

const build = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'splits-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${text(100)}`);
  writeFileSync(path.join(dir, 'assets', 'app.js'), text(500)); // some 12 KB: brotli's top quality stays quick on a busy machine
  writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'x=1'); // under 1 KiB: sent as it is
  writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7)); // not text
  return dir;
};

// compression is CPU work: on a loaded 2-core CI machine it can take seconds, never minutes
describe('compressBuild and brotliMissing', { timeout: 30_000 }, () => {
  it('writes a .gz and a .br of each text file of 1 KiB or more that decompress to the file', async () => {
    const dir = build();
    await compressBuild(dir);
    for (const name of ['index.html', 'assets/app.js']) {
      const original = readFileSync(path.join(dir, name));
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
    }
    expect(existsSync(path.join(dir, 'assets', 'tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('without brotli writes the .gz only; brotliMissing then writes exactly the missing .br, and nothing on a second pass', async () => {
    const dir = build();
    await compressBuild(dir, { brotli: false });
    expect(existsSync(path.join(dir, 'assets', 'app.js.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'app.js.br'))).toBe(false);

    // a .br already there (e.g. written before an interrupted start) is kept as it is
    writeFileSync(path.join(dir, 'index.html.br'), 'kept');
    expect(await brotliMissing(dir)).toBe(1);
    expect(readFileSync(path.join(dir, 'index.html.br'), 'utf8')).toBe('kept');
    const app = path.join(dir, 'assets', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${app}.br`))).toEqual(readFileSync(app));

    const written = statSync(`${app}.br`).mtimeMs;
    expect(await brotliMissing(dir)).toBe(0);
    expect(statSync(`${app}.br`).mtimeMs).toBe(written);
  });
});
