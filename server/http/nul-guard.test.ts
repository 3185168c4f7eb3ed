import { describe, expect, it } from 'vitest';
import { getAthletes, importAthletes, postAthlete } from '@core/api/athletes';
import { patchOrganization } from '@core/api/organizations';
import { postResult } from '@core/api/results';
import { postRelayEntry } from '@core/api/meets';
import { getUser, patchUser } from '@core/api/user';
import { createOrganization, type TestUser } from '../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes } from '../test/domain-factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { postMultipart, tusUpload } from '../routes/files/testing/uploads';
import { NUL_MESSAGE } from './nul-guard';

const NUL = '\u0000';

/** A NUL character anywhere answers 400 naming the field (PostgreSQL refuses it: it was a 500). */
describe('a NUL character in any text', () => {
  const t = useTestApp();
  let owner: TestUser;
  let orgId: string;

  const expectNul = (res: { statusCode: number; body: string }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = JSON.parse(res.body) as { field?: string; message: string };
    expect(body.field).toBe(field);
    expect(body.message).toBe(`${field}: ${NUL_MESSAGE}`);
  };

  it('sets up a team', async () => {
    const created = await createOrganization(t);
    owner = created.owner;
    orgId = created.organization.id;
  });

  it('in JSON bodies of every area', async () => {
    expectNul(
      await call(t.app, postAthlete, { as: owner, query: { orgId }, body: { firstName: `a${NUL}b`, lastName: 'B', gender: 'female' } }),
      'body.firstName',
    );
    expectNul(await call(t.app, patchOrganization, { as: owner, query: { orgId }, body: { name: `Team${NUL}` } }), 'body.name');
    expectNul(
      await call(t.app, patchUser, { as: owner, query: { userId: owner.user!.id }, body: { lastName: `X${NUL}` } }),
      'body.lastName',
    );
    expectNul(
      await call(t.app, importAthletes, { as: owner, query: { orgId }, body: { text: `first,last,gender\nA${NUL},B,F` } }),
      'body.text',
    );
  });

  it('in split labels and relay names', async () => {
    const athletes = await Promise.all([0, 1, 2, 3].map(() => createAthlete(t, orgId, owner.token)));
    const meet = await createMeet(t, orgId, owner.token);
    const event = await addMeetEvent(t, orgId, owner.token, meet.id, 'female-800m');
    const [entry] = await enterAthletes(t, orgId, owner.token, event.id, [athletes[0]!.id]);
    expectNul(
      await call(t.app, postResult, {
        as: owner,
        query: { orgId, entryId: entry!.id },
        body: { expectedVersion: null, mark: '2:10.00', splits: [{ label: `400${NUL}`, time: '62.0' }] },
      }),
      'body.splits.0.label',
    );
    const relay = await addMeetEvent(t, orgId, owner.token, meet.id, 'female-4x400m-relay');
    expectNul(
      await call(t.app, postRelayEntry, {
        as: owner,
        query: { orgId, eventId: relay.id },
        body: { name: `A${NUL}`, legs: athletes.map((a) => a.id) },
      }),
      'body.name',
    );
  });

  it('in query strings (search, ids) and object keys', async () => {
    expectNul(await call(t.app, getAthletes, { as: owner, query: { orgId, search: `ann${NUL}` } }), 'query.search');
    const res = await t.app.inject({
      method: 'GET',
      url: `${getUser.path}?userId=a%00b`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expectNul(res, 'query.userId');
    const key = await call(t.app, patchOrganization, { as: owner, query: { orgId }, body: { [`na${NUL}me`]: 'x' } });
    expect(key.statusCode).toBe(400);
  });

  it('at sign-up (better-auth reads the raw body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'nul@example.test', password: 'correct-horse-battery-9', name: `N${NUL}` },
    });
    expectNul(res, 'body.name');
  });

  it('in multipart custom metadata and tus metadata', async () => {
    const multipart = await postMultipart(t.app, owner.token, {
      orgId,
      name: 'a.txt',
      type: 'text/plain',
      data: Buffer.from('hello'),
      customMetadata: JSON.stringify({ note: `x${NUL}` }),
    });
    expect(multipart.statusCode, multipart.body).toBe(400);
    expect(multipart.json<{ message: string }>().message).toBe(`customMetadata.note: ${NUL_MESSAGE}`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const tus = await tusUpload({
      baseUrl: `http://127.0.0.1:${port}`,
      token: owner.token,
      data: Buffer.alloc(300_000, 1),
      metadata: { orgId, purpose: 'attachment', filename: 'big.bin', customMetadata: JSON.stringify({ [`k${NUL}`]: 'v' }) },
    });
    expect(tus.kind).toBe('error');
    if (tus.kind === 'error') {
      expect(tus.status).toBe(400);
      expect(JSON.parse(tus.body)).toMatchObject({ message: `customMetadata.k\\u0000: ${NUL_MESSAGE}` });
    }
  });
});
