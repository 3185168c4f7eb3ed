import { describe, expect, it } from 'vitest';
import { addMember, createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const MB = 1024 * 1024;
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** 25 tus creations of 50 MB by one invitee were accepted against a 1 GB quota: no more. */
describe('resumable uploads in progress count against the quota', () => {
  const t = useTestApp({
    STORAGE_MAX_FILE_BYTES: String(4 * MB),
    STORAGE_ORG_QUOTA_BYTES: String(10 * MB),
    STORAGE_MAX_STAGED_UPLOADS_PER_USER: '3',
  });

  const create = (token: string, orgId: string, size: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/files/tus/',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': `orgId ${b64(orgId)},purpose ${b64('attachment')},filename ${b64('big.pdf')}`,
      },
    });

  it('reserves declared sizes against the team quota, caps uploads in progress per user, and frees room when one is cancelled', async () => {
    const { organization, owner } = await createOrganization(t);
    const coach = await addMember(t, organization.id, 'coach');
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(owner.token, organization.id, 3 * MB);
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.headers.location as string);
    }
    // a fourth upload in progress from the same user
    const fourth = await create(owner.token, organization.id, 1);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'quota-exceeded', message: expect.stringMatching(/3 uploads in progress/) });
    // another member: 9 MB of the 10 MB are reserved
    expect((await create(coach.token, organization.id, 1 * MB)).statusCode).toBe(201);
    const over = await create(coach.token, organization.id, 2 * MB);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'quota-exceeded' });
    // cancelling one (tus termination) gives its room back
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: created[0]!.startsWith('/') ? created[0]! : `/api/files/tus/${created[0]}`,
      headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    expect((await create(coach.token, organization.id, 2 * MB)).statusCode).toBe(201);
  });

  it('a personal upload (profile photo) counts against the user quota, not the team', async () => {
    const { organization, owner } = await createOrganization(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/tus/',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(3 * MB),
        'upload-metadata': `purpose ${b64('profile-photo')},filename ${b64('me.png')}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await create(owner.token, organization.id, 4 * MB)).statusCode).toBe(201);
  });
});
