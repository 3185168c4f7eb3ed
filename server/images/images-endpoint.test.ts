import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rmSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteFile, getDownloadUrl, type FileMetadata } from '@core/api/files';
import { HOT_IMAGE_RECHECK_MS } from './image-service';
import { createOrganization, createUser, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { postMultipart } from '../routes/files/testing/uploads';
import { pngBomb } from './testing/png-bomb';

const t = useTestApp();

/** A photo-like JPEG (noise over a gradient) so quality visibly changes the size. */
const photo = async (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = ((i % (width * 3)) / 6 + ((i * 2654435761) >>> 27)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
};

const image = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/images/get',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });

describe('image endpoint', () => {
  let me: TestUser;
  let photoRef: string;

  beforeAll(async () => {
    me = await createUser(t);
    const data = await photo(700, 500);
    expect(data.length).toBeLessThan(256 * 1024);
    const res = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'me.jpg', data });
    expect(res.statusCode, res.body).toBe(200);
    photoRef = res.json<FileMetadata>().publicPath!;
  });

  it('snaps the width up to the seed set and answers webp by default, cached on disk', async () => {
    const first = await image({ url: photoRef, width: 300 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(Math.round((500 * 320) / 700));

    const second = await image({ url: photoRef, width: 320 });
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const revalidated = await image({ url: photoRef, width: 320 }, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);

    const wider = await image({ url: photoRef, width: 641 });
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(700); // 768 asked, never enlarged
  });

  it('makes lower quality smaller, and other formats on request', async () => {
    const low = await image({ url: photoRef, width: 640, quality: 20 });
    const high = await image({ url: photoRef, width: 640, quality: 95 });
    expect(low.statusCode).toBe(200);
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length * 0.7);
    const avif = await image({ url: photoRef, width: 320, format: 'avif' });
    expect(avif.headers['content-type']).toBe('image/avif');
    const jpeg = await image({ url: photoRef, width: 320, format: 'jpeg' });
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    expect((await image({ url: photoRef, width: 320, format: 'gif' })).statusCode).toBe(400);
    expect((await image({ url: photoRef, width: 0 })).json()).toMatchObject({ field: 'query.width' });
    expect((await image({ url: photoRef, width: 320, quality: 101 })).json()).toMatchObject({ field: 'query.quality' });
  });

  it('refuses external and other non-store URLs without fetching them', async () => {
    for (const url of [
      'http://127.0.0.1:9/photo.png',
      'https://example.com/a.jpg',
      'file:///etc/passwd',
      '//evil.test/a.png',
      '/../../etc/passwd',
    ]) {
      const res = await image({ url, width: 320 });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid-url' });
    }
    const sameOrigin = await image({ url: `${t.config.publicUrl}${photoRef}`, width: 320 });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('serves the store files only when they are public images or carry a valid signed link', async () => {
    const { organization, owner } = await createOrganization(t);
    const doc = (
      await postMultipart(t.app, owner.token, { orgId: organization.id, name: 'team.jpg', data: await photo(400, 300) })
    ).json<FileMetadata>();
    expect((await image({ url: `/api/files/public/${doc.id}`, width: 320 })).statusCode).toBe(404);
    const link = (await call(t.app, getDownloadUrl, { as: owner, query: { orgId: organization.id, fileId: doc.id } })).json<{
      path: string;
    }>();
    const signed = await image({ url: link.path, width: 320 });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=300');
    const text = (
      await postMultipart(t.app, owner.token, { orgId: organization.id, name: 'a.txt', data: Buffer.from('hi\n') })
    ).json<FileMetadata>();
    const textLink = (await call(t.app, getDownloadUrl, { as: owner, query: { orgId: organization.id, fileId: text.id } })).json<{
      path: string;
    }>();
    expect((await image({ url: textLink.path, width: 320 })).statusCode).toBe(400);
  });

  it('refuses an image over the pixel limit (decompression bomb), already at upload (the renderer refuses it too: render-image.test.ts)', async () => {
    const bomb = pngBomb(9000, 5000);
    const res = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'bomb.png', data: bomb });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('too large') });
  });

  it('resizes the app static images under /assets/', async () => {
    const dir = path.join(t.dataDir, 'no-web', 'assets');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'track-Ab12.png'),
      await sharp(await photo(900, 600))
        .png()
        .toBuffer(),
    );
    const res = await image({ url: '/assets/track-Ab12.png', width: 768 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(768);
    expect((await image({ url: '/assets/missing.png', width: 320 })).statusCode).toBe(404);
  });

  describe('a recent rendition answered from memory', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is sent without reading the disk cache, and stops once its source is deleted and looked up again', async () => {
      const data = await photo(600, 400);
      const up = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'hot.jpg', data });
      const file = up.json<FileMetadata>();
      const first = await image({ url: file.publicPath!, width: 320 });
      expect(first.headers['x-image-cache']).toBe('miss');
      // the disk cache emptied: a hit still answers the same bytes (from memory)
      rmSync(t.config.storage.imageCacheDir, { recursive: true, force: true });
      const again = await image({ url: file.publicPath!, width: 320 });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-image-cache']).toBe('hit');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await image({ url: file.publicPath!, width: 320 }, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

      expect((await call(t.app, deleteFile, { as: me, query: { fileId: file.id } })).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + HOT_IMAGE_RECHECK_MS + 1);
      expect((await image({ url: file.publicPath!, width: 320 })).statusCode).toBe(404);
    });
  });
});
