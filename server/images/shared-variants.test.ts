import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { startS3TestServer, type S3TestServer } from '../storage/testing/s3-test-server';
import { createUser } from '../test/factories';
import { useSecondProcess } from '../test/second-process';
import { useTestApp } from '../test/test-app';
import { postMultipart } from '../routes/files/testing/uploads';
import { IMMUTABLE } from '../http/cache-control';

/**
 * Two servers with data folders of their own on one S3 store: a rendition made by one is kept in
 * the store and served by the other without rendering it again, with headers a CDN honours.
 */
describe('image renditions are shared through the S3 store', () => {
  let s3: S3TestServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(env, s3.env);
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const t = useTestApp(env);

  const second = useSecondProcess(t, { ownDataDir: true });
  let other: FastifyInstance;
  let ref: string;

  beforeAll(async () => {
    other = second.app();
    const me = await createUser(t);
    const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
    const res = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'me.jpg', data });
    expect(res.statusCode, res.body).toBe(200);
    ref = res.json<FileMetadata>().publicPath!;
  });
  const image = (app: FastifyInstance, width: number) =>
    app.inject({ method: 'GET', url: '/api/images/get', query: { url: ref, width: String(width), quality: '80' } });

  it('renders once on one server; the other serves the same bytes from the store', async () => {
    expect(t.config.storage.backend.kind).toBe('s3');
    const first = await image(t.app, 320);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(IMMUTABLE);

    const there = await image(other, 320);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.headers['x-image-cache']).toBe('hit');
    expect(there.headers.etag).toBe(first.headers.etag);
    expect(there.headers['cache-control']).toBe(IMMUTABLE);
    expect(Buffer.compare(there.rawPayload, first.rawPayload)).toBe(0);
  });

  it('a size neither server made is rendered where it is asked for', async () => {
    const res = await image(other, 480);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-image-cache']).toBe('miss');
    expect((await image(t.app, 480)).headers['x-image-cache']).toBe('hit');
  });
});
