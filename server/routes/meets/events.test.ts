import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteEntry,
  deleteMeetEvent,
  getMeet,
  patchMeetEvent,
  patchRelayEntry,
  postEntries,
  postMeetEvent,
  postRelayEntry,
  type Entry,
  type MeetDetail,
  type MeetEvent,
} from '@core/api/meets';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('meet events and entries', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let girls: Athlete[];
  let boy: Athlete;
  let foreigner: Athlete;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    girls = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        createAthlete(t, org.id, owner.token, { firstName: `G${i}`, lastName: 'Girl', gender: 'female' }),
      ),
    );
    boy = await createAthlete(t, org.id, owner.token, { firstName: 'B', lastName: 'Boy', gender: 'male' });
    foreigner = await createAthlete(t, other.organization.id, other.owner.token, { gender: 'female' });
  });

  const as = () => ({ token: owner.token });

  it('adds catalogue events in order, refuses unknown ones and duplicates, changes and removes them', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const a = await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m');
    const b = await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m', 'prelim');
    expect([a.position, b.position, a.round, b.round]).toEqual([0, 1, 'final', 'prelim']);
    const unknown = await call(t.app, postMeetEvent, {
      as: as(),
      query: { orgId: org.id, meetId: m.id },
      body: { eventType: 'female-underwater-hockey' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'body.eventType', message: 'body.eventType: Unknown event "female-underwater-hockey"' });
    const dup = await call(t.app, postMeetEvent, { as: as(), query: { orgId: org.id, meetId: m.id }, body: { eventType: 'female-100m' } });
    expect(dup.statusCode).toBe(409);
    const moved = await call(t.app, patchMeetEvent, {
      as: as(),
      query: { orgId: org.id, eventId: b.id },
      body: { position: 5, round: 'semi' },
    });
    expect(moved.json<MeetEvent>()).toMatchObject({ position: 5, round: 'semi' });
    expect((await call(t.app, deleteMeetEvent, { as: as(), query: { orgId: org.id, eventId: a.id } })).statusCode).toBe(200);
    const d = (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId: m.id } })).json<MeetDetail>();
    expect(d.events.map((e) => e.id)).toEqual([b.id]);
  });

  it('enters athletes whose gender fits; keeps entries already made', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-400m');
    const first = await enterAthletes(t, org.id, owner.token, e.id, [girls[0]!.id, girls[1]!.id]);
    const again = await enterAthletes(t, org.id, owner.token, e.id, [girls[1]!.id, girls[2]!.id]);
    expect(again.find((x) => x.athlete!.id === girls[1]!.id)!.id).toBe(first.find((x) => x.athlete!.id === girls[1]!.id)!.id);
    const wrong = await call(t.app, postEntries, {
      as: as(),
      query: { orgId: org.id, eventId: e.id },
      body: { athleteIds: [girls[3]!.id, boy.id] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'body.athleteIds.1' });
    const theirs = await call(t.app, postEntries, {
      as: as(),
      query: { orgId: org.id, eventId: e.id },
      body: { athleteIds: [foreigner.id] },
    });
    expect(theirs.statusCode).toBe(404);
    const relay = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x400m-relay');
    const notRelay = await call(t.app, postEntries, {
      as: as(),
      query: { orgId: org.id, eventId: relay.id },
      body: { athleteIds: [girls[0]!.id] },
    });
    expect(notRelay.statusCode).toBe(400);
    const d = (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId: m.id } })).json<MeetDetail>();
    expect(d.events[0]!.entries).toHaveLength(3);
    expect((await call(t.app, deleteEntry, { as: as(), query: { orgId: org.id, entryId: first[0]!.id } })).statusCode).toBe(200);
  });

  it("adds a cross-country race at a course's measured distance, named by it; refuses a distance no slug writes so", async () => {
    const m = await createMeet(t, org.id, owner.token);
    const measured = await addMeetEvent(t, org.id, owner.token, m.id, 'female-xc-8.05k');
    expect(measured).toMatchObject({ eventType: 'female-xc-8.05k', displayName: '8.05K (XC)', kind: 'time', gender: 'female' });
    for (const eventType of ['female-xc-8.050k', 'female-xc-25k', 'mixed-xc-8.05k']) {
      const refused = await call(t.app, postMeetEvent, { as: as(), query: { orgId: org.id, meetId: m.id }, body: { eventType } });
      expect(refused.statusCode, eventType).toBe(400);
    }
  });

  it('answers the entries in the order the athletes were asked for, those already entered among them', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-800m');
    await enterAthletes(t, org.id, owner.token, e.id, [girls[0]!.id, girls[2]!.id]);
    const asked = [girls[5]!.id, girls[2]!.id, girls[7]!.id, girls[0]!.id, girls[4]!.id];
    const answer = await enterAthletes(t, org.id, owner.token, e.id, asked);
    expect(answer.map((x) => x.athlete!.id)).toEqual(asked);
  });

  it('enters a relay team of 4 legs and up to 4 alternates, in order, all different', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x400m-relay');
    const ids = girls.map((g) => g.id);
    const entry = await enterRelay(t, org.id, owner.token, e.id, ids.slice(0, 4), ids.slice(4, 6));
    expect(entry.athlete).toBeNull();
    expect(entry.relayName).toBe('Relay A');
    expect(entry.legs!.map((l) => [l.position, l.alternate, l.firstName])).toEqual([
      [1, false, 'G0'],
      [2, false, 'G1'],
      [3, false, 'G2'],
      [4, false, 'G3'],
      [5, true, 'G4'],
      [6, true, 'G5'],
    ]);
    const second = await enterRelay(t, org.id, owner.token, e.id, ids.slice(4, 8));
    expect(second.relayName).toBe('Relay B');
    const post = (body: unknown) => call(t.app, postRelayEntry, { as: as(), query: { orgId: org.id, eventId: e.id }, body });
    expect((await post({ legs: ids.slice(0, 3) })).json()).toMatchObject({ statusCode: 400, field: 'body.legs' });
    expect((await post({ legs: ids.slice(0, 4), alternates: ids.slice(4, 9) })).json()).toMatchObject({
      statusCode: 400,
      field: 'body.alternates',
    });
    expect((await post({ legs: [ids[0], ids[1], ids[2], ids[0]] })).json()).toMatchObject({ statusCode: 400, field: 'body.legs.3' });
    expect((await post({ legs: ids.slice(0, 4), alternates: [ids[2]] })).json()).toMatchObject({
      statusCode: 400,
      field: 'body.alternates.0',
    });
    expect((await post({ legs: [...ids.slice(0, 3), boy.id] })).json()).toMatchObject({ statusCode: 400, field: 'body.legs.3' });
    expect((await post({ legs: [...ids.slice(0, 3), foreigner.id] })).statusCode).toBe(404);

    const patched = await call(t.app, patchRelayEntry, {
      as: as(),
      query: { orgId: org.id, entryId: entry.id },
      body: { name: 'Riverside A', legs: [ids[3], ids[2], ids[1], ids[0]], expectedVersion: entry.version },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const p = patched.json<Entry>();
    expect(p.relayName).toBe('Riverside A');
    expect(p.legs!.filter((l) => !l.alternate).map((l) => l.firstName)).toEqual(['G3', 'G2', 'G1', 'G0']);
    expect(p.legs!.filter((l) => l.alternate).map((l) => l.firstName)).toEqual(['G4', 'G5']);

    const mixed = await addMeetEvent(t, org.id, owner.token, m.id, 'mixed-4x400m-relay');
    const mixedTeam = await enterRelay(t, org.id, owner.token, mixed.id, [boy.id, ...ids.slice(0, 3)]);
    expect(mixedTeam.legs).toHaveLength(4);
    const individual = await addMeetEvent(t, org.id, owner.token, m.id, 'female-800m');
    const [solo] = await enterAthletes(t, org.id, owner.token, individual.id, [ids[0]!]);
    const notTeam = await call(t.app, patchRelayEntry, {
      as: as(),
      query: { orgId: org.id, entryId: solo!.id },
      body: { name: 'X', expectedVersion: 1 },
    });
    expect(notTeam.statusCode).toBe(400);
  });

  it('401, 404 across organizations, 403 for an invitee, on every call', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x100m-relay');
    const e2 = await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m');
    const relay = await enterRelay(
      t,
      org.id,
      owner.token,
      e.id,
      girls.slice(0, 4).map((g) => g.id),
    );
    const [solo] = await enterAthletes(t, org.id, owner.token, e2.id, [girls[0]!.id]);
    const theirMeet = await createMeet(t, other.organization.id, other.owner.token);
    const theirEvent = await addMeetEvent(t, other.organization.id, other.owner.token, theirMeet.id, 'female-100m');
    const [theirEntry] = await enterAthletes(t, other.organization.id, other.owner.token, theirEvent.id, [foreigner.id]);
    const legs = girls.slice(4, 8).map((g) => g.id);
    const calls = [
      [postMeetEvent, { orgId: org.id, meetId: m.id }, { meetId: theirMeet.id }, { eventType: 'female-200m' }],
      [patchMeetEvent, { orgId: org.id, eventId: e2.id }, { eventId: theirEvent.id }, { position: 3 }],
      [postEntries, { orgId: org.id, eventId: e2.id }, { eventId: theirEvent.id }, { athleteIds: [girls[1]!.id] }],
      [postRelayEntry, { orgId: org.id, eventId: e.id }, { eventId: theirEvent.id }, { legs }],
      [patchRelayEntry, { orgId: org.id, entryId: relay.id }, { entryId: theirEntry!.id }, { name: 'Z', expectedVersion: 1 }],
      [deleteEntry, { orgId: org.id, entryId: solo!.id }, { entryId: theirEntry!.id }, undefined],
      [deleteMeetEvent, { orgId: org.id, eventId: e2.id }, { eventId: theirEvent.id }, undefined],
    ] as const;
    for (const [def, query, theirIds, body] of calls) {
      expect((await call(t.app, def, { query, body })).statusCode, def.path).toBe(401);
      expect((await call(t.app, def, { as: { token: other.owner.token }, query, body })).statusCode, def.path).toBe(404);
      expect(
        (await call(t.app, def, { as: { token: owner.token }, query: { ...query, ...theirIds }, body })).statusCode,
        `${def.path} their id`,
      ).toBe(404);
      expect((await call(t.app, def, { as: { token: invitee.token }, query, body })).statusCode, def.path).toBe(403);
    }
  });
});
