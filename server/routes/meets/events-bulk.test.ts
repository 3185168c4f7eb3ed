import { beforeAll, describe, expect, it } from 'vitest';
import { getMeet, postMeetEvents, postMeetEventsCopy, type MeetDetail, type MeetEvent } from '@core/api/meets';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('many events at once: bulk add and copy from an earlier meet', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let girls: Athlete[];

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    girls = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createAthlete(t, org.id, owner.token, { firstName: `G${i}`, lastName: 'Girl', gender: 'female' }),
      ),
    );
  });

  const as = () => ({ token: owner.token });
  const detail = async (meetId: string) => (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId } })).json<MeetDetail>();

  it('adds events in the order given after the last one, skipping those already on the meet and repeats', async () => {
    const m = await createMeet(t, org.id, owner.token);
    await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m');
    const res = await call(t.app, postMeetEvents, {
      as: as(),
      query: { orgId: org.id, meetId: m.id },
      body: {
        events: [
          { eventType: 'female-100m' },
          { eventType: 'male-200m' },
          { eventType: 'female-long-jump' },
          { eventType: 'male-200m' },
          { eventType: 'female-100m', round: 'prelim' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ added: MeetEvent[]; skipped: number }>();
    expect(body.skipped).toBe(2);
    expect(body.added.map((e) => [e.eventType, e.round, e.position])).toEqual([
      ['male-200m', 'final', 1],
      ['female-long-jump', 'final', 2],
      ['female-100m', 'prelim', 3],
    ]);
    expect((await detail(m.id)).events.map((e) => e.eventType)).toEqual(['female-100m', 'male-200m', 'female-long-jump', 'female-100m']);
  });

  it('400 for an unknown event (nothing added) or an empty list', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const bad = await call(t.app, postMeetEvents, {
      as: as(),
      query: { orgId: org.id, meetId: m.id },
      body: { events: [{ eventType: 'female-100m' }, { eventType: 'female-curling' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.events.1.eventType' });
    expect((await detail(m.id)).events).toHaveLength(0);
    const empty = await call(t.app, postMeetEvents, { as: as(), query: { orgId: org.id, meetId: m.id }, body: { events: [] } });
    expect(empty.statusCode).toBe(400);
  });

  it('copies the events of an earlier meet, with entries and relay teams if asked, never the results', async () => {
    const from = await createMeet(t, org.id, owner.token, { name: 'County Relays' });
    const hundred = await addMeetEvent(t, org.id, owner.token, from.id, 'female-100m');
    const relay = await addMeetEvent(t, org.id, owner.token, from.id, 'female-4x100m-relay');
    const [entry] = await enterAthletes(t, org.id, owner.token, hundred.id, [girls[0]!.id, girls[1]!.id]);
    await saveResult(t, org.id, owner.token, entry!.id, { mark: '12.50' });
    await enterRelay(
      t,
      org.id,
      owner.token,
      relay.id,
      girls.slice(0, 4).map((g) => g.id),
      [girls[4]!.id],
    );

    const bare = await createMeet(t, org.id, owner.token);
    await addMeetEvent(t, org.id, owner.token, bare.id, 'male-1600m');
    const plain = await call(t.app, postMeetEventsCopy, {
      as: as(),
      query: { orgId: org.id, meetId: bare.id },
      body: { fromMeetId: from.id },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({ events: 2, entries: 0 });
    const bareDetail = await detail(bare.id);
    expect(bareDetail.events.map((e) => [e.eventType, e.position, e.entries.length])).toEqual([
      ['male-1600m', 0, 0],
      ['female-100m', 1, 0],
      ['female-4x100m-relay', 2, 0],
    ]);
    // again: everything is already there
    const again = await call(t.app, postMeetEventsCopy, {
      as: as(),
      query: { orgId: org.id, meetId: bare.id },
      body: { fromMeetId: from.id, entries: true },
    });
    expect(again.json()).toEqual({ events: 0, entries: 0 });

    const full = await createMeet(t, org.id, owner.token);
    const withEntries = await call(t.app, postMeetEventsCopy, {
      as: as(),
      query: { orgId: org.id, meetId: full.id },
      body: { fromMeetId: from.id, entries: true },
    });
    expect(withEntries.json()).toEqual({ events: 2, entries: 3 });
    const d = await detail(full.id);
    expect(d.events[0]!.entries.map((e) => e.athlete!.firstName).sort()).toEqual(['G0', 'G1']);
    expect(d.events[0]!.entries.every((e) => e.result === null)).toBe(true);
    const team = d.events[1]!.entries[0]!;
    expect(team.legs!.map((l) => [l.position, l.alternate, l.firstName])).toEqual([
      [1, false, 'G0'],
      [2, false, 'G1'],
      [3, false, 'G2'],
      [4, false, 'G3'],
      [5, true, 'G4'],
    ]);
    // the source keeps its own entries and result
    expect((await detail(from.id)).events[0]!.entries.filter((e) => e.result)).toHaveLength(1);

    const self = await call(t.app, postMeetEventsCopy, {
      as: as(),
      query: { orgId: org.id, meetId: from.id },
      body: { fromMeetId: from.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: 'body.fromMeetId' });
    const notId = await call(t.app, postMeetEventsCopy, { as: as(), query: { orgId: org.id, meetId: from.id }, body: { fromMeetId: 'x' } });
    expect(notId.statusCode).toBe(400);
  });

  it('401, 404 across teams (either meet), 403 for an invitee', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const source = await createMeet(t, org.id, owner.token);
    const theirs = await createMeet(t, other.organization.id, other.owner.token);
    const calls = [
      [postMeetEvents, { events: [{ eventType: 'female-200m' }] }],
      [postMeetEventsCopy, { fromMeetId: source.id }],
    ] as const;
    for (const [def, body] of calls) {
      const query = { orgId: org.id, meetId: m.id };
      expect((await call(t.app, def, { query, body })).statusCode, def.path).toBe(401);
      expect((await call(t.app, def, { as: { token: other.owner.token }, query, body })).statusCode, def.path).toBe(404);
      expect(
        (await call(t.app, def, { as: as(), query: { ...query, meetId: theirs.id }, body })).statusCode,
        `${def.path} their meet`,
      ).toBe(404);
      expect((await call(t.app, def, { as: { token: invitee.token }, query, body })).statusCode, def.path).toBe(403);
    }
    const fromTheirs = await call(t.app, postMeetEventsCopy, {
      as: as(),
      query: { orgId: org.id, meetId: m.id },
      body: { fromMeetId: theirs.id },
    });
    expect(fromTheirs.statusCode).toBe(404);
  });
});
