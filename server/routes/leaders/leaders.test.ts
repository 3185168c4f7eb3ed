import { beforeAll, describe, expect, it } from 'vitest';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterRelay, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('event leaders', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let ath: Record<'ana' | 'bo' | 'cy' | 'di' | 'ed', Athlete>;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { handTimeConversion: true }));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    const mk = (firstName: string, extra = {}) =>
      createAthlete(t, org.id, owner.token, { firstName, lastName: 'Runner', gender: 'female', ...extra });
    ath = {
      ana: await mk('Ana'),
      bo: await mk('Bo'),
      cy: await mk('Cy'),
      di: await mk('Di'),
      ed: await mk('Ed', { preferredEvents: ['female-100m'] }),
    };
    const r = (a: Athlete, mark: string, date: string, wind?: string, season: 'outdoor' | 'indoor' = 'outdoor') =>
      recordResult(
        t,
        org.id,
        owner.token,
        a.id,
        'female-100m',
        { mark, wind },
        { startDate: date, season, seasonYear: Number(date.slice(0, 4)) },
      );
    await r(ath.ana, '12.10', '2024-04-10');
    await r(ath.ana, '12.40', '2025-04-10');
    await r(ath.bo, '12.30', '2025-04-10');
    await r(ath.cy, '12.30', '2025-04-17');
    await r(ath.di, '11.90', '2025-04-17', '+3.2');
    await r(ath.di, '12.6', '2025-04-24');
    await r(ath.cy, '11.80', '2025-02-01', undefined, 'indoor');
    await r(ath.bo, 'DNF', '2025-04-24');
  });

  const leaders = async (query: Record<string, unknown>, token = owner.token) => {
    const res = await call(t.app, getEventLeaders, { as: { token }, query: { orgId: org.id, type: 'female-100m', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventLeaders>();
  };

  it('ranks the best legal mark per athlete all-time, ties sharing a place, wind-aided and non-marks left out', async () => {
    const l = await leaders({ scope: 'all-time' });
    expect(l).toMatchObject({
      eventType: 'female-100m',
      displayName: '100m',
      gender: 'female',
      scope: 'all-time',
      environment: 'outdoor',
      season: null,
    });
    // Di's hand 12.6 is 12.84 once converted
    expect(l.leaders.map((x) => [x.place, x.athlete!.firstName, x.result.display])).toEqual([
      [1, 'Ana', '12.10'],
      [2, 'Bo', '12.30'],
      [2, 'Cy', '12.30'],
      [4, 'Di', '12.6'],
    ]);
    expect(l.leaders[3]!.result.comparableDisplay).toBe('12.84c');
  });

  it('shows wind-aided and DNF results, flagged, among the recent results, newest first', async () => {
    const l = await leaders({});
    expect(l.recent[0]!.date).toBe('2025-04-24');
    const windy = l.recent.find((r) => r.athleteName === 'Di Runner' && r.display === '11.90')!;
    expect(windy).toMatchObject({ windAided: true, legal: false, wind: 3.2 });
    expect(l.recent.some((r) => r.status === 'DNF')).toBe(true);
    expect(l.recent).toHaveLength(8);
  });

  it('lists the athletes who do the event: results first, then those who prefer it', async () => {
    const l = await leaders({});
    expect(l.athletes.map((a) => [a.firstName, a.resultCount])).toEqual([
      ['Ana', 2],
      ['Bo', 2],
      ['Cy', 2],
      ['Di', 2],
      ['Ed', 0],
    ]);
  });

  it('a season scope covers the latest season by default, or the one asked for; indoor apart', async () => {
    const season = await leaders({ scope: 'season' });
    expect(season.season).toEqual({ season: 'outdoor', seasonYear: 2025 });
    expect(season.leaders.map((x) => [x.place, x.athlete!.firstName, x.result.display])).toEqual([
      [1, 'Bo', '12.30'],
      [1, 'Cy', '12.30'],
      [3, 'Ana', '12.40'],
      [4, 'Di', '12.6'],
    ]);
    const old = await leaders({ scope: 'season', season: 'outdoor', seasonYear: 2024 });
    expect(old.leaders.map((x) => x.athlete!.firstName)).toEqual(['Ana']);
    const indoor = await leaders({ environment: 'indoor' });
    expect(indoor.leaders.map((x) => [x.athlete!.firstName, x.result.display, x.result.indoor])).toEqual([['Cy', '11.80', true]]);
    // a limit cuts at a place: whoever shares the last place listed is listed too (issue 29: ties share)
    const all = (await leaders({})).leaders;
    const cut = all[1]!.place;
    const top = (await leaders({ limit: 2 })).leaders;
    expect(top.map((x) => x.athlete!.firstName)).toEqual(all.filter((x) => x.place <= cut).map((x) => x.athlete!.firstName));
    expect(top.length).toBeGreaterThanOrEqual(2);
  });

  it('relay leaders are teams with their legs', async () => {
    const team = Object.values(ath)
      .slice(0, 4)
      .map((a) => a.id);
    for (const [date, mark] of [
      ['2025-05-01', '50.90'],
      ['2025-05-08', '50.20'],
    ] as const) {
      const m = await createMeet(t, org.id, owner.token, { startDate: date });
      const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x100m-relay');
      const entry = await enterRelay(t, org.id, owner.token, e.id, team);
      await saveResult(t, org.id, owner.token, entry.id, { mark });
    }
    const l = await leaders({ type: 'female-4x100m-relay' });
    expect(l.leaders.map((x) => [x.place, x.athlete, x.result.display, x.result.legs!.length])).toEqual([
      [1, null, '50.20', 4],
      [2, null, '50.90', 4],
    ]);
    expect(l.athletes.map((a) => a.firstName).sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
  });

  it('401, 400 naming the field, 404 across organizations; an invitee may read', async () => {
    expect((await call(t.app, getEventLeaders, { query: { orgId: org.id, type: 'female-100m' } })).statusCode).toBe(401);
    const unknown = await call(t.app, getEventLeaders, {
      as: { token: owner.token },
      query: { orgId: org.id, type: 'female-underwater-hockey' },
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'query.type' });
    const scope = await call(t.app, getEventLeaders, {
      as: { token: owner.token },
      query: { orgId: org.id, type: 'female-100m', scope: 'forever' },
    });
    expect(scope.json()).toMatchObject({ statusCode: 400, field: 'query.scope' });
    expect(
      (await call(t.app, getEventLeaders, { as: { token: other.owner.token }, query: { orgId: org.id, type: 'female-100m' } })).statusCode,
    ).toBe(404);
    expect((await leaders({}, invitee.token)).leaders.length).toBeGreaterThan(0);
    // another team's marks never show
    const theirs = await createAthlete(t, other.organization.id, other.owner.token);
    await recordResult(t, other.organization.id, other.owner.token, theirs.id, 'female-100m', { mark: '11.50' });
    expect((await leaders({})).leaders[0]!.athlete!.firstName).toBe('Ana');
  });
});
