import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/server-process';
import { createTestApp } from '../test/test-app';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// s3rver checks the access key id (an unknown one: 403 InvalidAccessKeyId) but not a V4 signature,
// so the wrong credentials here are a wrong key id; a wrong secret on AWS or MinIO answers the same 403.
const WRONG_KEY_ID = 'NOT-THE-S3-KEY-7731';

describe('the file store at start and in /api/ready (S3, s3rver)', () => {
  let s3: S3TestServer;
  let s3Stopped = false;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    if (!s3Stopped) await s3?.stop();
  });

  it('wrong S3 credentials: the server prints one line naming the bucket, the settings and the cause, and exits 1', async () => {
    // a migrated database of its own, so the start gets as far as the store
    const { config, close } = await createTestApp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-store-start-'));
    try {
      const run = spawnServer({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: config.databaseUrl!,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '1',
        ...s3.env,
        STORAGE_S3_ACCESS_KEY_ID: WRONG_KEY_ID,
      });
      expect(await run.exited).toBe(1);
      // the AWS SDK may print its own warning about Node's version first: the error is the last line, alone
      const printed = `${run.stdout()}${run.stderr()}`.trim();
      expect(printed, printed).not.toMatch(/^\s+at /m); // no stack
      expect(printed.split('\n').at(-1)).toMatch(
        /^Cannot use the file store, S3 bucket "splits-test" \(STORAGE_S3_BUCKET\) at http:\/\/127\.0\.0\.1:\d+: access denied \(HTTP 403[^)]*\): check STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY\.$/,
      );
      expect(printed).not.toContain(s3.env.STORAGE_S3_SECRET_ACCESS_KEY);
    } finally {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('/api/ready answers 503 storage-unavailable with Retry-After when the store stops answering, 200 while it answers', async () => {
    const wrong = await createTestApp({ ...s3.env, STORAGE_S3_ACCESS_KEY_ID: WRONG_KEY_ID });
    const right = await createTestApp(s3.env);
    try {
      const refused = await wrong.app.inject({ method: 'GET', url: '/api/ready' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'storage-unavailable' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      expect((await right.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await s3.stop();
      s3Stopped = true;
      const gone = await right.app.inject({ method: 'GET', url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ code: 'storage-unavailable' });
    } finally {
      await wrong.close();
      await right.close();
    }
  }, 60_000);
});
