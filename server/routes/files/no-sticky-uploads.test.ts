import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFile } from '@core/api/files';
import type { Organization } from '@core/api/organizations';
import { startS3TestServer, type S3TestServer } from '../../storage/testing/s3-test-server';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { useSecondProcess } from '../../test/second-process';
import { useTestApp } from '../../test/test-app';
import { md5, parseFile, pdfOf, tusUpload } from './testing/uploads';

const MB = 1024 * 1024;

/**
 * Two servers on one database and one S3 store, each with a DATA_DIR of its own (nothing shared
 * on disk), as behind a load balancer with no sticky sessions: a resumable upload started through
 * one continues and finishes through the other (decision 047).
 */
describe('resumable uploads across servers', () => {
  let s3: S3TestServer;
  const env: Record<string, string> = { STORAGE_MAX_FILE_BYTES: String(8 * MB) };
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
  const urls = { a: '', b: '' };
  let org: Organization;
  let coach: TestUser;

  beforeAll(async () => {
    other = second.app();
    for (const [key, app] of [
      ['a', t.app],
      ['b', other],
    ] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls[key] = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    }
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
  });
  const head = (app: FastifyInstance, uploadPath: string) =>
    app.inject({ method: 'HEAD', url: uploadPath, headers: { authorization: `Bearer ${coach.token}`, 'tus-resumable': '1.0.0' } });

  it('starts an upload on one server and finishes it on another; the file lands in S3 once', async () => {
    expect(t.config.storage.backend.kind).toBe('s3');
    const data = pdfOf(Math.round(3.5 * MB), 11);
    const metadata = { orgId: org.id, purpose: 'document', filename: 'relay-splits.pdf', filetype: 'application/pdf' };
    const first = await tusUpload({ baseUrl: urls.a, token: coach.token, data, metadata, chunkSize: 1 * MB, abortAfterBytes: 1.5 * MB });
    expect(first.kind).toBe('aborted');
    const uploadPath = new URL((first as { url: string }).url).pathname;

    // the other server knows the upload and where it stands
    const there = await head(other, uploadPath);
    expect(there.statusCode).toBe(200);
    const offset = Number(there.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(data.length);
    expect(there.headers['upload-length']).toBe(String(data.length));

    const second = await tusUpload({
      baseUrl: urls.b,
      token: coach.token,
      data,
      metadata,
      chunkSize: 1 * MB,
      uploadUrl: `${urls.b}${uploadPath}`,
    });
    expect(second.kind, JSON.stringify(second)).toBe('success');
    const done = second as { body: string; firstOffset: number };
    expect(done.firstOffset).toBe(offset);
    const file = parseFile(done.body);
    expect(file).toMatchObject({ size: data.length, md5Hash: md5(data), name: 'relay-splits.pdf' });

    // both servers read the committed file, and a HEAD retried on the first learns it is complete
    for (const app of [t.app, other]) {
      expect((await call(app, getFile, { as: coach, query: { orgId: org.id, fileId: file.id } })).statusCode).toBe(200);
    }
    expect((await head(t.app, uploadPath)).headers['upload-offset']).toBe(String(data.length));
    const { rows } = await t.pool.query('select id from staged_uploads where id = $1', [file.id]);
    expect(rows).toEqual([]);
  });

  it('refuses a chunk at an offset another server has moved past (409), keeping the bytes in order', async () => {
    const data = pdfOf(2 * MB, 12);
    const metadata = { orgId: org.id, purpose: 'document', filename: 'heat-sheet.pdf', filetype: 'application/pdf' };
    const first = await tusUpload({ baseUrl: urls.a, token: coach.token, data, metadata, chunkSize: 1 * MB, abortAfterBytes: 1 * MB });
    expect(first.kind).toBe('aborted');
    const uploadPath = new URL((first as { url: string }).url).pathname;
    const offset = Number((await head(other, uploadPath)).headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);

    const patch = (app: FastifyInstance, at: number, bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: uploadPath,
        headers: {
          authorization: `Bearer ${coach.token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(at),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      });
    // one server takes the next piece; the other, told the old offset, is refused
    expect((await patch(t.app, offset, data.subarray(offset, offset + 1000))).statusCode).toBe(204);
    expect((await patch(other, offset, data.subarray(offset, offset + 1000))).statusCode).toBe(409);
    const last = await patch(other, offset + 1000, data.subarray(offset + 1000));
    expect(last.statusCode, last.body).toBe(200);
    expect(parseFile(last.body)).toMatchObject({ size: data.length, md5Hash: md5(data) });
  });
});
