import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks request signatures against them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** STORAGE_* variables pointing the app at this server */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, for tests. */
export const startS3TestServer = async (bucket = 'splits-test'): Promise<S3TestServer> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'splits-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
