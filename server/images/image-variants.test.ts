import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { postMultipart } from '../routes/files/testing/uploads';

/**
 * Every (width, quality, format) variant was rendered on demand with no limit (4,800 per image):
 * qualities snap to a few values, renders run a few at a time with a bounded queue, and new
 * renditions are rate-limited per caller.
 */
describe('image variants are bounded', () => {
  const t = useTestApp({ IMAGE_RENDERS_PER_MINUTE: '3', IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '1' });
  let ref: string;

  const image = (query: Record<string, string | number>, address = '192.0.2.1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/images/get',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      remoteAddress: address,
    });

  beforeAll(async () => {
    const me = await createUser(t);
    const [width, height] = [1600, 1200];
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = ((i % (width * 3)) / 12 + ((i * 2654435761) >>> 29)) & 0xff;
    const data = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(data.length).toBeLessThan(256 * 1024);
    const res = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'me.jpg', data });
    expect(res.statusCode, res.body).toBe(200);
    ref = res.json<FileMetadata>().publicPath!;
  });

  it('qualities 70…87 are one rendition (80): one miss, then hits', async () => {
    const first = await image({ url: ref, width: 320, quality: 71 }, '192.0.2.10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    for (const quality of [70, 80, 87]) {
      const again = await image({ url: ref, width: 320, quality }, '192.0.2.10');
      expect(again.headers['x-image-cache']).toBe('hit');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  it('new renditions are rate-limited per caller (cache hits are not)', async () => {
    for (const width of [640, 768]) expect((await image({ url: ref, width }, '192.0.2.20')).statusCode).toBe(200);
    const third = await image({ url: ref, width: 1024 }, '192.0.2.20');
    expect(third.statusCode).toBe(200);
    const fourth = await image({ url: ref, width: 1280 }, '192.0.2.20');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/^Too many new image sizes asked for; try again in \d+ seconds\.$/),
    });
    // a rendition already made is still served to that caller; another caller may ask for a new one
    expect((await image({ url: ref, width: 640 }, '192.0.2.20')).statusCode).toBe(200);
    expect((await image({ url: ref, width: 1280 }, '192.0.2.21')).statusCode).toBe(200);
  });

  it('renders wait in a bounded queue: beyond it, 503 with Retry-After', async () => {
    const answers = await Promise.all(
      (['png', 'avif', 'jpeg', 'webp'] as const).flatMap((format, i) => [
        image({ url: ref, width: 1536, format, quality: 95 }, `198.51.100.${i}`),
      ]),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
