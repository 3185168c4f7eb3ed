import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getAthlete,
  getAthletes,
  patchAthlete,
  postAthlete,
  deleteAthlete,
  type Athlete,
  type AthleteProfile,
  type RosterAthlete,
} from '@core/api/athletes';
import { getFile, getFiles, type FileMetadata, type FilePurpose } from '@core/api/files';
import type { Organization } from '@core/api/organizations';
import { files } from '../../db/schema';
import { addMember, createOrganization, createUser, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { pdfOf, postMultipart } from '../files/testing/uploads';

/** A real 180×120 PNG (a gradient), small enough for one request. */
const pngPhoto = () => {
  const width = 180;
  const height = 120;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

describe('athlete photos', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let png: Buffer;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    png = await pngPhoto();
  });

  const upload = async (
    u: TestUser,
    orgId: string | undefined,
    purpose: FilePurpose = 'athlete-photo',
    data: Buffer = png,
    name = 'athlete.png',
  ) => postMultipart(t.app, u.token, { orgId, purpose, name, data });
  const uploadPhoto = async (u: TestUser, orgId: string) => {
    const res = await upload(u, orgId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileMetadata>();
  };
  const setPhoto = (u: TestUser, orgId: string, athleteId: string, photo: string | null) =>
    call(t.app, patchAthlete, { as: u, query: { orgId, athleteId }, body: { photo } });
  const stored = (file: FileMetadata) => path.join(t.dataDir, 'files', file.fullPath);

  it('a coach uploads a photo, sets it on an athlete, reads it back, and the image endpoint serves it', async () => {
    const athlete = await createAthlete(t, org.id, coach.token);
    const file = await uploadPhoto(coach, org.id);
    expect(file).toMatchObject({
      purpose: 'athlete-photo',
      organizationId: org.id,
      contentType: 'image/png',
      publicPath: `/api/files/public/${file.id}`,
    });

    const patched = await setPhoto(coach, org.id, athlete.id, file.publicPath);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Athlete>().photo).toBe(file.publicPath);

    const read = await call(t.app, getAthlete, { as: invitee, query: { orgId: org.id, athleteId: athlete.id } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<AthleteProfile>().photo).toBe(file.publicPath);
    const roster = await call(t.app, getAthletes, { as: invitee, query: { orgId: org.id } });
    expect(roster.json<{ items: RosterAthlete[] }>().items.find((a) => a.id === athlete.id)?.photo).toBe(file.publicPath);

    const raw = await t.app.inject({ method: 'GET', url: file.publicPath! });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(raw.rawPayload, png)).toBe(0);

    const resized = await t.app.inject({ method: 'GET', url: '/api/images/get', query: { url: file.publicPath!, width: '40' } });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    const meta = await sharp(resized.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 180, height: 120 });

    const listed = await call(t.app, getFiles, { as: coach, query: { orgId: org.id, purpose: 'athlete-photo' } });
    expect(listed.json<{ items: FileMetadata[] }>().items.map((f) => f.id)).toContain(file.id);

    const cleared = await setPhoto(owner, org.id, athlete.id, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Athlete>().photo).toBeNull();
  });

  it('whoever may edit athletes may upload one; an invitee gets 403, a stranger 404, nobody 401', async () => {
    const admin = await addMember(t, org.id, 'admin');
    for (const u of [owner, admin, coach]) expect((await upload(u, org.id)).statusCode).toBe(200);

    const refused = await upload(invitee, org.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Your role cannot change athlete photos.' });
    // the same invitee may still upload an ordinary file: only athlete photos need team:write
    expect((await upload(invitee, org.id, 'document', pdfOf(1000), 'notes.pdf')).statusCode).toBe(200);

    expect((await upload(other.owner, org.id)).statusCode).toBe(404);
    expect((await postMultipart(t.app, null, { orgId: org.id, purpose: 'athlete-photo', name: 'a.png', data: png })).statusCode).toBe(401);
    const noOrg = await upload(coach, undefined);
    expect(noOrg.statusCode).toBe(400);
  });

  it('an athlete photo must be an image', async () => {
    const res = await upload(coach, org.id, 'athlete-photo', pdfOf(2000), 'photo.pdf');
    expect(res.statusCode).toBe(415);
    const rows = await t.db.select({ id: files.id }).from(files).where(eq(files.name, 'photo.pdf'));
    expect(rows).toEqual([]);
  });

  it("refuses any reference but this team's athlete photos, naming body.photo, on patch and on create", async () => {
    const athlete = await createAthlete(t, org.id, coach.token);
    const mine = await uploadPhoto(coach, org.id);
    expect((await setPhoto(coach, org.id, athlete.id, mine.publicPath)).statusCode).toBe(200);

    const theirs = await uploadPhoto(other.owner, other.organization.id);
    const logo = (await upload(owner, org.id, 'logo')).json<FileMetadata>();
    const me = await createUser(t);
    const profilePhoto = (
      await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'me.png', data: png })
    ).json<FileMetadata>();
    const doc = (await upload(coach, org.id, 'attachment', png, 'scan.png')).json<FileMetadata>();
    expect([theirs.publicPath, logo.publicPath, profilePhoto.publicPath, doc.id]).not.toContain(undefined);

    const refs = [
      theirs.publicPath,
      logo.publicPath,
      profilePhoto.publicPath,
      `/api/files/public/${doc.id}`,
      'https://evil.example/a.png',
      '/api/files/public/not-a-uuid',
      `/api/files/download?token=${mine.id}`,
      `${mine.publicPath}?x=1`,
    ];
    for (const ref of refs) {
      const res = await setPhoto(coach, org.id, athlete.id, ref);
      expect(res.statusCode, String(ref)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.photo', message: expect.stringMatching(/^body\.photo: /) });
    }
    const kept = await call(t.app, getAthlete, { as: coach, query: { orgId: org.id, athleteId: athlete.id } });
    expect(kept.json<AthleteProfile>().photo).toBe(mine.publicPath);

    const created = await call(t.app, postAthlete, {
      as: coach,
      query: { orgId: org.id },
      body: { firstName: 'New', lastName: 'Photo', gender: 'male', photo: theirs.publicPath },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: 'body.photo' });
    const withOwn = await call(t.app, postAthlete, {
      as: coach,
      query: { orgId: org.id },
      body: { firstName: 'New', lastName: 'Photo', gender: 'male', photo: mine.publicPath },
    });
    expect(withOwn.statusCode, withOwn.body).toBe(200);
    expect(withOwn.json<Athlete>().photo).toBe(mine.publicPath);

    // an edit that leaves the photo alone is not held up by it
    const renamed = await call(t.app, patchAthlete, {
      as: coach,
      query: { orgId: org.id, athleteId: athlete.id },
      body: { notes: 'Fast starter' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Athlete>()).toMatchObject({ photo: mine.publicPath, notes: 'Fast starter' });
  });

  it("another team can neither use nor read this team's athlete photo (but anyone may see the image by its reference)", async () => {
    const mine = await uploadPhoto(coach, org.id);
    const theirAthlete = await createAthlete(t, other.organization.id, other.owner.token);
    const res = await setPhoto(other.owner, other.organization.id, theirAthlete.id, mine.publicPath);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.photo' });

    expect((await call(t.app, getFile, { as: other.owner, query: { orgId: other.organization.id, fileId: mine.id } })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, getFile, { as: other.owner, query: { orgId: org.id, fileId: mine.id } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mine.publicPath! })).statusCode).toBe(200);
  });

  it('deleting an athlete takes its photo with it, unless another athlete still shows it', async () => {
    const shared = await uploadPhoto(coach, org.id);
    const a = await createAthlete(t, org.id, coach.token, { photo: shared.publicPath });
    const b = await createAthlete(t, org.id, coach.token, { photo: shared.publicPath });
    const own = await uploadPhoto(coach, org.id);
    const c = await createAthlete(t, org.id, coach.token, { photo: own.publicPath });

    expect((await call(t.app, deleteAthlete, { as: coach, query: { orgId: org.id, athleteId: a.id } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared.publicPath! })).statusCode).toBe(200);

    expect((await call(t.app, deleteAthlete, { as: coach, query: { orgId: org.id, athleteId: b.id } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared.publicPath! })).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.id, shared.id))).toEqual([]);

    // the bytes go too once the delete has committed
    expect(existsSync(stored(own))).toBe(true);
    expect((await call(t.app, deleteAthlete, { as: coach, query: { orgId: org.id, athleteId: c.id } })).statusCode).toBe(200);
    expect(await t.db.select().from(files).where(eq(files.id, own.id))).toEqual([]);
    expect(existsSync(stored(own))).toBe(false);
  });
});
