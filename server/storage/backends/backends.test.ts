import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../storage-error';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { createLocalBackend } from './local-backend';
import { createS3Backend } from './s3-backend';
import type { StorageBackend } from './storage-backend';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
const dir = mkdtempSync(path.join(tmpdir(), 'splits-backend-'));
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const backends: [string, () => StorageBackend][] = [
  ['local', () => createLocalBackend(path.join(dir, 'files'))],
  [
    's3',
    () =>
      createS3Backend({
        kind: 's3',
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: s3.env.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.STORAGE_S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      }),
  ],
];

describe.each(backends)('%s backend', (_kind, make) => {
  it('stores a file and a buffer, reads them back byte for byte, and removes them', async () => {
    const backend = make();
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 0);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31) % 251;
    const source = path.join(dir, `big-${_kind}.bin`);
    writeFileSync(source, big);
    await backend.putFile('org-a/file-1', source, { contentType: 'application/pdf', size: big.length, md5Base64: md5(big) });
    const small = Buffer.from('a,b\n1,2\n');
    await backend.putBuffer('users/u-1/file-2', small, { contentType: 'text/csv', size: small.length, md5Base64: md5(small) });

    expect(md5(await buffer(await backend.read('org-a/file-1')))).toBe(md5(big));
    expect((await buffer(await backend.read('users/u-1/file-2'))).toString()).toBe('a,b\n1,2\n');

    await backend.remove('org-a/file-1');
    await backend.remove('org-a/file-1'); // removing twice is fine
    const missing = await backend.read('org-a/file-1').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(StorageError);
    expect((missing as StorageError).code).toBe('object-not-found');
    await backend.close();
  });

  it('refuses keys that could escape their place', async () => {
    const backend = make();
    for (const key of ['../escape', 'org/../../x', '/abs/path', 'org/file.png']) {
      await expect(
        backend.putBuffer(key, Buffer.from('x'), { contentType: 'text/plain', size: 1, md5Base64: md5(Buffer.from('x')) }),
      ).rejects.toThrow(StorageError);
      await expect(backend.read(key)).rejects.toThrow(StorageError);
    }
    expect(existsSync(path.join(dir, 'escape'))).toBe(false);
    await backend.close();
  });
});
