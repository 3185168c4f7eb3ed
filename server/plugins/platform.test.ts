import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/config';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

describe('platform', () => {
  const t = useTestApp();

  it('sends a strict Content-Security-Policy: own scripts only, no inline script, no eval, never framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sport-events/get' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // connections to the app's own origin only: no ws:/wss: to any host (issue 14)
    expect(csp).toContain("connect-src 'self' ws://splits.test;");
    expect(csp).not.toMatch(/connect-src[^;]*(\sws:|\swss:)(\s|;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer: errors and a hijacked (tus) upload answer', async () => {
    const { token } = await createUser(t);
    const b64 = (v: string) => Buffer.from(v).toString('base64');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/sport-events/get' }),
      await t.app.inject({ method: 'GET', url: '/api/user/get?userId=me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/files/tus/',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `purpose ${b64('profile-photo')},filename ${b64('me.png')}`,
        },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 201]);
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];
    for (const a of answers) for (const name of names) expect(a.headers[name], `${a.statusCode} ${name}`).toBe(answers[0]!.headers[name]);
    expect(answers[0]!.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document generated from the contract, and the docs page with its own CSP', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    expect(doc.paths['/api/organization/members/member/get']?.get?.parameters?.map((p) => p.name).sort()).toEqual(['memberId', 'orgId']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('answers a body that is not JSON, or carries a prototype key, with a 400 naming the body', async () => {
    const { token } = await createUser(t);
    for (const payload of ['{"firstName": ', '{"__proto__": {"isProductAdmin": true}}']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/patch?userId=me',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body', message: 'body: not valid JSON' });
    }
  });

  it('answers JSON 404 for unknown /api paths in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET:/api/nothing/here not found' });
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('serves the built web app: index.html for client routes (no-cache), hashed assets cached for a year', async () => {
    const webRoot = path.join(t.dataDir, 'web');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Splits</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const app = await buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, logger: false, webRoot });
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard/athletes/42' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Splits</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Splits</title>');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBeUndefined();
      const compressed = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      // npm start writes the .br after it listens (web/build/precompress.ts): until then the .gz is sent, then the .br
      const late = path.join(webRoot, 'assets', 'late-def456.js');
      writeFileSync(late, 'console.log(2)');
      writeFileSync(`${late}.gz`, gzipSync('console.log(2)'));
      const beforeBrotli = await app.inject({ method: 'GET', url: '/assets/late-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(beforeBrotli.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(beforeBrotli.rawPayload).toString()).toBe('console.log(2)');
      writeFileSync(`${late}.br`, brotliCompressSync('console.log(2)'));
      const afterBrotli = await app.inject({ method: 'GET', url: '/assets/late-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(afterBrotli.headers['content-encoding']).toBe('br');
      expect((await app.inject({ method: 'GET', url: '/assets/app-old999.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type']).toContain('application/json');
    } finally {
      await app.close();
    }
  });

  it('validates the environment at start and names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: t.dataDir, DATABASE_URL: 'nope', AUTH_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATA_DIR: t.dataDir, DATABASE_URL: 'nope', AUTH_SECRET: 'short' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
      expect((e as Error).message).toMatch(/AUTH_SECRET/);
    }
  });

  it('persists a generated auth secret in DATA_DIR once', () => {
    const dir = path.join(t.dataDir, 'secret-test');
    const a = loadConfig({ DATA_DIR: dir }).auth.secret;
    const b = loadConfig({ DATA_DIR: dir }).auth.secret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
    expect(loadConfig({ DATA_DIR: dir, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });
});
