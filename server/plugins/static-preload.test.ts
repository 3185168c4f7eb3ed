import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../test/test-app';

// The build's preload.json (web/build/chunk-plan.ts, decision 015) becomes a Link header on index.html
// for the pages that start the full app; the public pages the entry shows alone do not get it.
describe('web app preload header', () => {
  const t = useTestApp();
  const link = '</assets/app-abc123.js>; rel=modulepreload, </assets/app-abc123.css>; rel=preload; as=style';

  const appWith = async (name: string, preload: string | null) => {
    const webRoot = path.join(t.dataDir, name);
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Splits</title>');
    if (preload !== null) writeFileSync(path.join(webRoot, 'preload.json'), preload);
    return buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, logger: false, webRoot });
  };

  it('announces the app chunk on app pages, not on the public ones', async () => {
    const app = await appWith('web-preload', JSON.stringify({ except: ['/', '/about'], link }));
    try {
      for (const url of ['/dashboard', '/dashboard/athletes/42?tab=prs', '/auth?referer=%2Fdashboard', '/onboard/org']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers.link, url).toBe(link);
      }
      for (const url of ['/', '/?ref=mail', '/about', '/about/']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers.link, url).toBeUndefined();
      }
      expect((await app.inject({ method: 'GET', url: '/api/unknown' })).headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends no header without a usable preload.json', async () => {
    for (const [name, preload] of [
      ['web-none', null],
      ['web-broken', '{not json'],
      ['web-wrong', JSON.stringify({ except: '/', link })],
    ] as const) {
      const app = await appWith(name, preload);
      try {
        const page = await app.inject({ method: 'GET', url: '/dashboard' });
        expect(page.statusCode, name).toBe(200);
        expect(page.headers.link, name).toBeUndefined();
      } finally {
        await app.close();
      }
    }
  });

  it('serves a build that lands after the app was built (npm start builds while the server starts)', async () => {
    const webRoot = path.join(t.dataDir, 'web-late');
    mkdirSync(webRoot, { recursive: true });
    const app = await buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, logger: false, webRoot });
    try {
      expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(503);
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Splits</title>');
      writeFileSync(path.join(webRoot, 'preload.json'), JSON.stringify({ except: ['/'], link }));
      mkdirSync(path.join(webRoot, 'assets'));
      writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'export {};');
      for (const url of ['/', '/dashboard']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/dashboard' })).headers.link).toBe(link);
      expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
