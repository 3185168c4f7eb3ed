import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { patchUser, registerUser, type User } from '@core/api/user';
import { files, users } from '../../db/schema';
import { addMember, createOrganization, createUser, deleteAccount, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { postMultipart } from '../files/testing/uploads';
import { deleteAccountData } from '../../services/users/delete-account';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('profile photos: references and deletion with the account', () => {
  const t = useTestApp();

  const uploadPhoto = async (u: TestUser) => {
    const res = await postMultipart(t.app, u.token, { purpose: 'profile-photo', name: 'me.png', data: png });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileMetadata>();
  };
  const stored = (file: FileMetadata) => path.join(t.dataDir, 'files', file.fullPath);

  it('PATCH /api/user/patch takes only a photo you uploaded, or null', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const mine = await uploadPhoto(me);
    const theirs = await uploadPhoto(other);
    const { organization, owner } = await createOrganization(t);
    const logo = (
      await postMultipart(t.app, owner.token, { orgId: organization.id, purpose: 'logo', name: 'l.png', data: png })
    ).json<FileMetadata>();
    const q = { userId: me.user!.id };

    const ok = await call(t.app, patchUser, { as: me, query: q, body: { profilePhoto: mine.publicPath } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<User>().profilePhoto).toBe(mine.publicPath);

    for (const ref of [
      theirs.publicPath,
      logo.publicPath,
      'https://evil.example/a.png',
      '/api/files/public/not-a-uuid',
      `/api/files/download?x=${mine.id}`,
    ]) {
      const res = await call(t.app, patchUser, { as: me, query: q, body: { profilePhoto: ref } });
      expect(res.statusCode, String(ref)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.profilePhoto', message: expect.stringMatching(/^body\.profilePhoto: /) });
    }
    const [row] = await t.db.select({ profilePhoto: users.profilePhoto }).from(users).where(eq(users.id, me.user!.id));
    expect(row?.profilePhoto).toBe(mine.publicPath);

    const cleared = await call(t.app, patchUser, { as: me, query: q, body: { profilePhoto: null, firstName: 'Still' } });
    expect(cleared.json<User>()).toMatchObject({ profilePhoto: null, firstName: 'Still' });
    const untouched = await call(t.app, patchUser, { as: me, query: q, body: { lastName: 'Here' } });
    expect(untouched.statusCode).toBe(200);
  });

  it('POST /api/user/register/post refuses a photo (none can exist before the profile)', async () => {
    const u = await createUser(t, { profile: false });
    const res = await call(t.app, registerUser, {
      as: u,
      body: { firstName: 'Jo', lastName: 'Smith', profilePhoto: 'https://evil.example/a.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'body.profilePhoto',
      message: expect.stringMatching(/^body\.profilePhoto: add a photo once your profile exists/),
    });
    expect(await t.db.select().from(users).where(eq(users.uid, u.uid))).toEqual([]);
    const ok = await call(t.app, registerUser, { as: u, body: { firstName: 'Jo', lastName: 'Smith', profilePhoto: null } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("deleting the account removes its photos and its solo team's files, rows and bytes; other teams keep theirs", async () => {
    const u = await createUser(t);
    const photo = await uploadPhoto(u);
    const { organization: solo } = await createOrganization(t, u);
    const soloDoc = (
      await postMultipart(t.app, u.token, { orgId: solo.id, name: 'plan.txt', data: Buffer.from('plan\n') })
    ).json<FileMetadata>();
    const { organization: other } = await createOrganization(t);
    await addMember(t, other.id, 'coach', u);
    const shared = (
      await postMultipart(t.app, u.token, { orgId: other.id, name: 'splits.txt', data: Buffer.from('200m 24.1\n') })
    ).json<FileMetadata>();
    for (const f of [photo, soloDoc, shared]) expect(existsSync(stored(f)), f.fullPath).toBe(true);

    const res = await deleteAccount(t, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(stored(photo))).toBe(false);
    expect(existsSync(stored(soloDoc))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: photo.publicPath! })).statusCode).toBe(404);
    const left = await t.db.select({ id: files.id, uploadedBy: files.uploadedBy }).from(files);
    expect(left.map((f) => f.id)).not.toContain(photo.id);
    expect(left.map((f) => f.id)).not.toContain(soloDoc.id);
    // The other team's file stays with the team, its uploader forgotten.
    expect(existsSync(stored(shared))).toBe(true);
    expect(left.find((f) => f.id === shared.id)).toEqual({ id: shared.id, uploadedBy: null });
  });

  it('a refused account deletion keeps the files', async () => {
    const u = await createUser(t);
    const photo = await uploadPhoto(u);
    const { organization } = await createOrganization(t, u);
    const doc = (
      await postMultipart(t.app, u.token, { orgId: organization.id, name: 'a.txt', data: Buffer.from('a\n') })
    ).json<FileMetadata>();
    await addMember(t, organization.id, 'coach');
    const res = await deleteAccount(t, u);
    expect(res.statusCode).toBe(409);
    expect(existsSync(stored(photo))).toBe(true);
    expect(existsSync(stored(doc))).toBe(true);
    expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, photo.id))).length).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: photo.publicPath! })).statusCode).toBe(200);
  });

  it('an account deletion that fails in the database keeps the files, rows and bytes', async () => {
    const u = await createUser(t);
    const photo = await uploadPhoto(u);
    const { organization } = await createOrganization(t, u);
    const doc = (
      await postMultipart(t.app, u.token, { orgId: organization.id, name: 'a.txt', data: Buffer.from('a\n') })
    ).json<FileMetadata>();
    // A trigger makes the profile's delete fail, after the files were taken in the same transaction.
    await t.db.execute(
      sql.raw(`
      create function refuse_user_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger refuse_user_delete before delete on users
        for each row when (old.id = '${u.user!.id}') execute function refuse_user_delete();`),
    );
    try {
      await expect(deleteAccountData(t.db, u.uid, { backend: t.app.storage.backend })).rejects.toThrow();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_user_delete on users; drop function refuse_user_delete();'));
    }
    for (const f of [photo, doc]) {
      expect(existsSync(stored(f)), f.fullPath).toBe(true);
      expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, f.id))).length).toBe(1);
    }
    expect((await deleteAccount(t, u)).statusCode).toBe(200);
    expect(existsSync(stored(photo))).toBe(false);
    expect(existsSync(stored(doc))).toBe(false);
  });
});
