import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_JSON_MIN_BYTES, installJsonCompression } from './compress-json';

const big = { items: Array.from({ length: 400 }, (_, i) => ({ key: `event:${i}`, title: 'Practice', start: '2027-03-01T15:30' })) };

describe('large JSON answers go out compressed', () => {
  const app = Fastify();
  beforeAll(async () => {
    installJsonCompression(app);
    app.get('/big', async (_req, reply) => reply.header('vary', 'origin').send(big));
    app.get('/small', async () => ({ ok: true }));
    const same = Buffer.from(JSON.stringify(big));
    app.get('/same', async (_req, reply) => reply.type('application/json; charset=utf-8').send(same));
    app.get('/feed', async (_req, reply) => reply.type('text/calendar').send('BEGIN:VCALENDAR\n'.repeat(2000)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('brotli when accepted, gzip otherwise, the same JSON once inflated', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('origin, accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('an answer sent as the same bytes every time: each encoding right on every request (compressed once)', async () => {
    for (const round of [1, 2]) {
      const br = await app.inject({ url: '/same', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
      const gz = await app.inject({ url: '/same', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], `round ${round}`).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
      expect((await app.inject({ url: '/same' })).json()).toEqual(big);
    }
  });

  it('leaves alone: a client that accepts nothing, a small answer, what is not JSON', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const feed = await app.inject({ url: '/feed', headers: { 'accept-encoding': 'br' } });
    expect(feed.headers['content-encoding']).toBeUndefined();
  });
});
