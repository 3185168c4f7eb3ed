import { beforeAll, describe, expect, it } from 'vitest';
import { getMeet, patchEntrySeed, type Entry, type MeetDetail } from '@core/api/meets';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import {
  addMeetEvent,
  createAthlete,
  createMeet,
  enterAthletes,
  enterRelay,
  entryVersion,
  recordResult,
  saveResult,
} from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('seed marks: the season best going into the meet, or the one a coach typed', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let ana: Athlete;
  let bea: Athlete;

  // Ana's 100m marks: [date, season, mark, wind]; the seed of a meet on 2025-04-12 (outdoor 2025)
  // is the best legal one of that season run before that day, worked out here apart from the server
  const anaMarks = [
    ['2025-03-15', 'outdoor', '12.80', '+1.0'],
    ['2025-04-01', 'outdoor', '12.54', '+0.4'],
    ['2025-04-05', 'outdoor', '12.31', '+3.1'], // wind-aided: not a season best
    ['2024-05-01', 'outdoor', '12.20', '+0.0'], // last year
    ['2025-05-03', 'outdoor', '12.40', '+0.2'], // after the meet
  ] as const;
  const MEET_DAY = '2025-04-12';
  const expectedSeed = () => {
    const ms = (m: string) => Math.round(Number(m) * 1000);
    const legal = anaMarks.filter(([date, , , wind]) => date < MEET_DAY && date.startsWith('2025') && Number(wind) <= 2);
    return legal.reduce((best, [, , mark]) => (ms(mark) < ms(best) ? mark : best), legal[0]![2]);
  };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    ana = await createAthlete(t, org.id, owner.token, { firstName: 'Ana', lastName: 'Seed', gender: 'female' });
    bea = await createAthlete(t, org.id, owner.token, { firstName: 'Bea', lastName: 'Blank', gender: 'female' });
    for (const [startDate, season, mark, wind] of anaMarks) {
      await recordResult(t, org.id, owner.token, ana.id, 'female-100m', { mark, wind }, { startDate, season });
    }
    // an indoor meet of the 2025 indoor season: another season and environment
    await recordResult(t, org.id, owner.token, ana.id, 'female-200m', { mark: '25.90' }, { startDate: '2025-02-01', season: 'indoor' });
    await recordResult(t, org.id, owner.token, ana.id, 'female-long-jump', { mark: '5.12', wind: '+1.0' }, { startDate: '2025-04-02' });
  });

  const as = () => ({ token: owner.token });
  const detail = async (meetId: string) => (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId } })).json<MeetDetail>();

  it("shows each athlete's season best going into the meet, none without one; this meet's own marks never count", async () => {
    const meet = await createMeet(t, org.id, owner.token, { startDate: MEET_DAY, season: 'outdoor' });
    const hundred = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    const twoHundred = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-200m');
    const jump = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-long-jump');
    const entered = await enterAthletes(t, org.id, owner.token, hundred.id, [ana.id, bea.id]);
    await enterAthletes(t, org.id, owner.token, twoHundred.id, [ana.id]);
    await enterAthletes(t, org.id, owner.token, jump.id, [ana.id]);
    expect(entered.find((e) => e.athlete?.id === ana.id)!.seed).toMatchObject({ display: expectedSeed(), source: 'season-best' });
    // a fast mark at this very meet does not become its seed
    await saveResult(t, org.id, owner.token, entered.find((e) => e.athlete?.id === ana.id)!.id, { mark: '11.99', wind: '+1.0' });

    const d = await detail(meet.id);
    const seedOf = (eventId: string, athleteId: string) =>
      d.events.find((e) => e.id === eventId)!.entries.find((e) => e.athlete?.id === athleteId)!.seed;
    expect(seedOf(hundred.id, ana.id)).toEqual({
      mark: { kind: 'time', ms: 12540, timing: 'fat' },
      display: '12.54',
      source: 'season-best',
    });
    expect(seedOf(hundred.id, bea.id)).toBeNull();
    // her only 200m was indoors: not this outdoor season's best
    expect(seedOf(twoHundred.id, ana.id)).toBeNull();
    expect(seedOf(jump.id, ana.id)).toMatchObject({ mark: { kind: 'length', mm: 5120 }, source: 'season-best' });
  });

  it('keeps a typed seed (parsed like a result, in the event), clears it back to the season best, and seeds relays', async () => {
    const meet = await createMeet(t, org.id, owner.token, { startDate: MEET_DAY });
    const hundred = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    const jump = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-long-jump');
    const relay = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x100m-relay');
    const [entry] = await enterAthletes(t, org.id, owner.token, hundred.id, [ana.id]);
    const [leap] = await enterAthletes(t, org.id, owner.token, jump.id, [bea.id]);
    const legs = await Promise.all(
      [1, 2].map((i) => createAthlete(t, org.id, owner.token, { firstName: `Leg${i}`, lastName: 'Runner', gender: 'female' })),
    );
    const team = await enterRelay(t, org.id, owner.token, relay.id, [ana.id, bea.id, legs[0]!.id, legs[1]!.id]);
    const patch = async (entryId: string, seed: string | null) =>
      call(t.app, patchEntrySeed, {
        as: as(),
        query: { orgId: org.id, entryId },
        body: { seed, expectedVersion: await entryVersion(t, entryId) },
      });

    const typed = await patch(entry!.id, ' 12.4 ');
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json<Entry>().seed).toEqual({ mark: { kind: 'time', ms: 12400, timing: 'hand' }, display: '12.4', source: 'entered' });
    expect((await patch(leap!.id, '17-04.50')).json<Entry>().seed).toMatchObject({ mark: { kind: 'length', mm: 5295 }, source: 'entered' });
    expect((await patch(team.id, '49.80')).json<Entry>().seed).toMatchObject({ display: '49.80', source: 'entered' });
    expect(team.seed).toBeNull();
    // kept on the meet
    const kept = (await detail(meet.id)).events[0]!.entries[0]!;
    expect(kept.seed).toMatchObject({ display: '12.4', source: 'entered' });

    const cleared = await patch(entry!.id, null);
    expect(cleared.json<Entry>().seed).toMatchObject({ display: expectedSeed(), source: 'season-best' });
    expect((await patch(entry!.id, '  ')).json<Entry>().seed).toMatchObject({ source: 'season-best' });

    for (const [bad, why] of [
      ['fast', /./],
      ['DNS', /time or a distance/],
      ['1.2', /./], // faster than anyone can run 100m
      ['5.21', /./], // 5.21 s: no one runs 100m that fast
    ] as const) {
      const res = await patch(entry!.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ field: 'body.seed', message: expect.stringMatching(why) });
    }
    const missing = await call(t.app, patchEntrySeed, { as: as(), query: { orgId: org.id, entryId: entry!.id }, body: {} as never });
    expect(missing.statusCode).toBe(400);
    expect((await detail(meet.id)).events[0]!.entries[0]!.seed).toMatchObject({ source: 'season-best' });
  });

  it('401, 404 for another team (or its entry), 403 for an invitee', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    const [entry] = await enterAthletes(t, org.id, owner.token, event.id, [bea.id]);
    const theirMeet = await createMeet(t, other.organization.id, other.owner.token);
    const theirEvent = await addMeetEvent(t, other.organization.id, other.owner.token, theirMeet.id, 'female-100m');
    const theirAthlete = await createAthlete(t, other.organization.id, other.owner.token, { gender: 'female' });
    const [theirEntry] = await enterAthletes(t, other.organization.id, other.owner.token, theirEvent.id, [theirAthlete.id]);
    const query = { orgId: org.id, entryId: entry!.id };
    const body = { seed: '13.1', expectedVersion: 1 };
    expect((await call(t.app, patchEntrySeed, { query, body })).statusCode).toBe(401);
    expect((await call(t.app, patchEntrySeed, { as: { token: other.owner.token }, query, body })).statusCode).toBe(404);
    expect((await call(t.app, patchEntrySeed, { as: as(), query: { ...query, entryId: theirEntry!.id }, body })).statusCode).toBe(404);
    expect((await call(t.app, patchEntrySeed, { as: { token: invitee.token }, query, body })).statusCode).toBe(403);
    expect((await call(t.app, patchEntrySeed, { as: as(), query, body })).statusCode).toBe(200);
  });
});
