import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../test/test-app';

// The build's hashed assets (dist/web/assets) through @fastify/static (static.ts): a year of caching, the
// build's brotli or gzip copy as the client takes it.
describe('built assets', () => {
  const t = useTestApp();
  const code = 'export const answer = 42;\n'.repeat(100);

  const appWith = async (name: string) => {
    const webRoot = path.join(t.dataDir, name);
    const assets = path.join(webRoot, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Splits</title>');
    writeFileSync(path.join(assets, 'app-abc123.js'), code);
    writeFileSync(path.join(assets, 'app-abc123.js.br'), brotliCompressSync(code));
    writeFileSync(path.join(assets, 'app-abc123.js.gz'), gzipSync(code));
    writeFileSync(path.join(assets, 'app-abc123.css'), 'body{color:red}');
    writeFileSync(path.join(assets, 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(assets, 'notes-abc123.txt'), 'plain');
    const app = await buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, logger: false, webRoot });
    return { app, assets };
  };

  it('sends each file with its type and a year of caching', async () => {
    const { app } = await appWith('web-types');
    try {
      const first = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toBe(code);
      expect(first.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['content-length']).toBe(String(Buffer.byteLength(code)));
      expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.css' })).headers['content-type']).toBe('text/css; charset=utf-8');
      expect((await app.inject({ method: 'GET', url: '/assets/logo-abc123.svg' })).headers['content-type']).toBe('image/svg+xml');
      const other = await app.inject({ method: 'GET', url: '/assets/notes-abc123.txt' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe('plain');
      const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    } finally {
      await app.close();
    }
  });

  it('sends the copy the client takes: brotli, else gzip, else the file', async () => {
    const { app } = await appWith('web-encodings');
    try {
      const get = (acceptEncoding?: string) =>
        app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(code);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(code);
      const refused = await get('br;q=0, gzip');
      expect(refused.headers['content-encoding']).toBe('gzip');
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(code);
      // a small file the build left uncompressed is sent as it is
      expect(
        (await app.inject({ method: 'GET', url: '/assets/app-abc123.css', headers: { 'accept-encoding': 'br' } })).headers[
          'content-encoding'
        ],
      ).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('answers 404 for names not in the build and for anything but a plain file name, and serves a file built later', async () => {
    const { app, assets } = await appWith('web-missing');
    try {
      for (const url of ['/assets/app-old999.js', '/assets/..%2Findex.html', '/assets/%2e%2e%2fapp-abc123.js', '/assets/.hidden.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('application/json');
      }
      // npm start builds while the server runs: a name asked for before its file exists is found once it does
      expect((await app.inject({ method: 'GET', url: '/assets/late-def456.js' })).statusCode).toBe(404);
      writeFileSync(path.join(assets, 'late-def456.js'), 'console.log(2)');
      expect((await app.inject({ method: 'GET', url: '/assets/late-def456.js' })).body).toBe('console.log(2)');
    } finally {
      await app.close();
    }
  });
});
