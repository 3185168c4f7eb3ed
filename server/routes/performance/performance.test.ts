import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteStandard,
  getImprovement,
  getMyResults,
  getProgression,
  getSeasonLeaders,
  getStandards,
  getStandardsProgress,
  patchStandard,
  postStandard,
  type ImprovementRow,
  type Standard,
} from '@core/api/performance';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import type { MeetSeason, SavedResult } from '@core/api/results';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** What the tests record: who ran what where. Marks are plain seconds or metres, so the test can compare them itself. */
interface Run {
  who: 'ann' | 'bea' | 'cid' | 'dee';
  type: string;
  mark: string;
  wind?: string;
  meet: 'o24' | 'o25a' | 'o25b' | 'i25';
}

const MEETS: Record<Run['meet'], { startDate: string; season: MeetSeason }> = {
  o24: { startDate: '2024-04-10', season: 'outdoor' },
  o25a: { startDate: '2025-04-05', season: 'outdoor' },
  o25b: { startDate: '2025-04-20', season: 'outdoor' },
  i25: { startDate: '2025-01-20', season: 'indoor' },
};

const RUNS: Run[] = [
  { who: 'ann', type: 'female-100m', mark: '12.80', meet: 'o24' },
  { who: 'bea', type: 'female-100m', mark: '12.50', meet: 'o24' },
  { who: 'dee', type: 'female-100m', mark: '13.40', meet: 'o24' },
  { who: 'cid', type: 'male-100m', mark: '11.60', meet: 'o24' },
  { who: 'ann', type: 'female-100m', mark: '12.40', meet: 'o25a' },
  { who: 'bea', type: 'female-100m', mark: '12.60', meet: 'o25a' },
  { who: 'dee', type: 'female-100m', mark: '13.00', meet: 'o25a' },
  { who: 'ann', type: 'female-long-jump', mark: '5.10', wind: '1.0', meet: 'o25a' },
  { who: 'bea', type: 'female-long-jump', mark: '5.30', wind: '0.5', meet: 'o25a' },
  { who: 'ann', type: 'female-100m', mark: '12.55', meet: 'o25b' },
  { who: 'bea', type: 'female-100m', mark: '12.45', wind: '2.5', meet: 'o25b' },
  { who: 'dee', type: 'female-100m', mark: '12.90', meet: 'o25b' },
  { who: 'cid', type: 'male-100m', mark: '11.40', meet: 'o25b' },
  { who: 'ann', type: 'female-indoor-60m', mark: '7.90', meet: 'i25' },
];

const legal = (r: Run) => !r.wind || Number(r.wind) <= 2;
const isLength = (type: string) => type.includes('jump') || type.includes('throw') || type.includes('vault') || type.includes('put');
/** A mark as the test writes it: seconds or metres, two decimals. */
const plain = (m: { kind: string; ms?: number; mm?: number }) => ((m.kind === 'time' ? m.ms! : m.mm!) / 1000).toFixed(2);
/** lower is better: seconds, or negative metres */
const key = (r: { type: string; mark: string }) => (isLength(r.type) ? -Number(r.mark) : Number(r.mark));

/** The independent computation: each athlete's best legal mark per event among the runs given. */
const bestsOf = (runs: Run[]): Map<string, Run> => {
  const out = new Map<string, Run>();
  for (const r of runs.filter(legal)) {
    const k = `${r.who}|${r.type}`;
    const held = out.get(k);
    if (!held || key(r) < key(held)) out.set(k, r);
  }
  return out;
};
const inSeason = (season: string, year: number) => (r: Run) =>
  MEETS[r.meet].season === season && MEETS[r.meet].startDate.startsWith(String(year));

describe('performance calls', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  const ath: Record<Run['who'], Athlete> = {} as Record<Run['who'], Athlete>;
  const names: Record<string, Run['who']> = {};

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    ath.ann = await createAthlete(t, org.id, coach.token, { firstName: 'Ann', lastName: 'Ahn', grade: 10 });
    ath.bea = await createAthlete(t, org.id, coach.token, { firstName: 'Bea', lastName: 'Bell', grade: 11 });
    ath.cid = await createAthlete(t, org.id, coach.token, { firstName: 'Cid', lastName: 'Cole', gender: 'male', grade: 10 });
    ath.dee = await createAthlete(t, org.id, coach.token, { firstName: 'Dee', lastName: 'Dunn', grade: 10, userId: invitee.user!.id });
    for (const [who, a] of Object.entries(ath)) names[a.id] = who as Run['who'];
    for (const [name, m] of Object.entries(MEETS)) {
      const meet = await createMeet(t, org.id, coach.token, { name, ...m });
      const runs = RUNS.filter((r) => r.meet === name);
      for (const type of [...new Set(runs.map((r) => r.type))]) {
        const event = await addMeetEvent(t, org.id, coach.token, meet.id, type);
        const ofType = runs.filter((r) => r.type === type);
        const entries = await enterAthletes(
          t,
          org.id,
          coach.token,
          event.id,
          ofType.map((r) => ath[r.who].id),
        );
        for (const r of ofType) {
          const entry = entries.find((e) => e.athlete?.id === ath[r.who].id)!;
          await saveResult(t, org.id, coach.token, entry.id, { mark: r.mark, wind: r.wind ?? (type.includes('60m') ? null : '0.0') });
        }
      }
    }
  });

  const get = <C extends Parameters<typeof call>[1]>(def: C, token: string, query: Record<string, unknown>) =>
    call(t.app, def, { as: { token }, query: { orgId: org.id, ...query } });

  it('season leaders: the best legal mark of each athlete per event in the season, filtered by gender, grade and group', async () => {
    const res = await get(getSeasonLeaders, invitee.token, { season: 'outdoor', seasonYear: 2025 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      season: { season: string; seasonYear: number };
      seasons: unknown[];
      events: {
        eventType: string;
        leaders: {
          place: number;
          athlete: { id: string } | null;
          result: { display: string; id: string; mark: { kind: string; ms?: number; mm?: number } };
        }[];
      }[];
    }>();
    expect(body.season).toEqual({ season: 'outdoor', seasonYear: 2025 });
    expect(body.seasons).toEqual([
      { season: 'outdoor', seasonYear: 2025 },
      { season: 'indoor', seasonYear: 2025 },
      { season: 'outdoor', seasonYear: 2024 },
    ]);
    const expected = (type: string, filter: (r: Run) => boolean = () => true) =>
      [
        ...bestsOf(
          RUNS.filter(inSeason('outdoor', 2025))
            .filter((r) => r.type === type)
            .filter(filter),
        ).values(),
      ]
        .sort((a, b) => key(a) - key(b))
        .map((r) => [r.who, r.mark]);
    const shown = (type: string, b = body) =>
      b.events.find((e) => e.eventType === type)!.leaders.map((l) => [names[l.athlete!.id], plain(l.result.mark)]);
    expect(shown('female-100m')).toEqual(expected('female-100m'));
    expect(shown('female-long-jump')).toEqual(expected('female-long-jump'));
    expect(shown('male-100m')).toEqual(expected('male-100m'));
    expect(body.events.map((e) => e.eventType)).not.toContain('female-indoor-60m');

    const girls10 = (
      await get(getSeasonLeaders, coach.token, {
        season: 'outdoor',
        seasonYear: 2025,
        gender: 'female',
        grade: 10,
        category: 'sprints',
        limit: 1,
      })
    ).json<typeof body>();
    expect(girls10.events.map((e) => e.eventType)).toEqual(['female-100m']);
    expect(shown('female-100m', girls10)).toEqual(expected('female-100m', (r) => r.who !== 'bea').slice(0, 1));

    // the latest season with results by default
    const latest = (await get(getSeasonLeaders, coach.token, {})).json<typeof body>();
    expect(latest.season).toEqual({ season: 'outdoor', seasonYear: 2025 });
  });

  it('improvement: this season best against last season best, absolute and percent', async () => {
    const res = await get(getImprovement, coach.token, { season: 'outdoor', seasonYear: 2025 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ previous: unknown; rows: ImprovementRow[] }>();
    expect(rows.previous).toEqual({ season: 'outdoor', seasonYear: 2024 });
    const now = bestsOf(RUNS.filter(inSeason('outdoor', 2025)));
    const before = bestsOf(RUNS.filter(inSeason('outdoor', 2024)));
    const expected = [...now.entries()]
      .filter(([k]) => before.has(k))
      .map(([k, r]) => {
        const change = Math.round((key(before.get(k)!) - key(r)) * 1000);
        return { who: r.who, type: r.type, change, percent: Math.round((change / (Math.abs(key(before.get(k)!)) * 1000)) * 10000) / 100 };
      })
      .sort((a, b) => b.percent - a.percent);
    expect(rows.rows.map((r) => ({ who: names[r.athlete.id], type: r.eventType, change: r.change, percent: r.percent }))).toEqual(expected);
    expect(rows.rows.find((r) => names[r.athlete.id] === 'bea')!.changeDisplay).toBe('-0.10 s');
  });

  it('progression: several athletes in one event, PRs as run and season bests per season', async () => {
    const res = await get(getProgression, invitee.token, { type: 'female-100m', athleteIds: `${ath.ann.id},${ath.dee.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      series: {
        athlete: { id: string };
        points: { display: string; isPR: boolean }[];
        seasonBests: { seasonYear: number; result: { display: string } }[];
      }[];
    }>();
    expect(body.series.map((s) => names[s.athlete.id])).toEqual(['ann', 'dee']);
    const ann = body.series[0]!;
    expect(ann.points.map((p) => [p.display, p.isPR])).toEqual([
      ['12.80', true],
      ['12.40', true],
      ['12.55', false],
    ]);
    expect(ann.seasonBests.map((s) => [s.seasonYear, s.result.display])).toEqual([
      [2025, '12.40'],
      [2024, '12.80'],
    ]);
    const bad = await get(getProgression, coach.token, { type: 'female-100m', athleteIds: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((await get(getProgression, coach.token, { type: 'female-4x100m-relay', athleteIds: ath.ann.id })).statusCode).toBe(400);
    // another team's athlete is not this team's
    const stranger = await createAthlete(t, other.organization.id, other.owner.token);
    expect((await get(getProgression, coach.token, { type: 'female-100m', athleteIds: stranger.id })).statusCode).toBe(400);
  });

  describe('qualifying standards', () => {
    let state: Standard;
    it('staff write standards; invitees may not; bad input names the field', async () => {
      const body = { name: 'State', level: 'state', eventType: 'female-100m', season: 'outdoor', mark: '12.60' } as const;
      const res = await call(t.app, postStandard, { as: { token: coach.token }, query: { orgId: org.id }, body });
      expect(res.statusCode, res.body).toBe(200);
      state = res.json<Standard>();
      expect(state).toMatchObject({ name: 'State', level: 'state', display: '12.60', displayName: '100m' });
      const league = await call(t.app, postStandard, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, name: 'League', level: 'league', mark: '13.20' },
      });
      expect(league.statusCode).toBe(200);
      const jump = await call(t.app, postStandard, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, name: 'State', eventType: 'female-long-jump', mark: '5.20m' },
      });
      expect(jump.statusCode, jump.body).toBe(200);

      expect((await call(t.app, postStandard, { as: { token: invitee.token }, query: { orgId: org.id }, body })).statusCode).toBe(403);
      expect((await call(t.app, postStandard, { query: { orgId: org.id }, body })).statusCode).toBe(401);
      expect((await call(t.app, postStandard, { as: { token: other.owner.token }, query: { orgId: org.id }, body })).statusCode).toBe(404);
      const badMark = await call(t.app, postStandard, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, mark: 'fast' },
      });
      expect(badMark.statusCode).toBe(400);
      expect(badMark.json<{ field?: string }>().field).toBe('body.mark');
      const badEvent = await call(t.app, postStandard, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, eventType: 'female-100-yard-sack-race' },
      });
      expect(badEvent.statusCode).toBe(400);
      expect(badEvent.json<{ field?: string }>().field).toBe('body.eventType');

      const list = await get(getStandards, invitee.token, {});
      expect(list.json<{ items: Standard[] }>().items.map((s) => [s.name, s.eventType, plain(s.mark)])).toEqual([
        ['State', 'female-100m', '12.60'],
        ['League', 'female-100m', '13.20'],
        ['State', 'female-long-jump', '5.20'],
      ]);
    });

    it("shows every athlete's season best against each standard; an invitee sees their own", async () => {
      const res = await get(getStandardsProgress, coach.token, { season: 'outdoor', seasonYear: 2025 });
      expect(res.statusCode, res.body).toBe(200);
      type Progress = {
        standards: {
          standard: Standard;
          qualifiers: number;
          athletes: { athlete: { id: string }; qualified: boolean; gap: number; percentAway: number; best: { display: string } }[];
        }[];
      };
      const body = res.json<Progress>();
      const bests = bestsOf(RUNS.filter(inSeason('outdoor', 2025)));
      for (const s of body.standards) {
        const std = { type: s.standard.eventType, mark: plain(s.standard.mark) };
        const expected = [...bests.values()]
          .filter((r) => r.type === std.type)
          .map((r) => ({
            who: r.who,
            qualified: key(r) <= key(std),
            gap: Math.round((key(r) - key(std)) * 1000), // ms for a time, mm for a length
            percentAway: Math.round(((key(r) - key(std)) / Math.abs(key(std))) * 10000) / 100,
          }))
          .sort((a, b) => a.percentAway - b.percentAway);
        expect(
          s.athletes.map((a) => ({ who: names[a.athlete.id], qualified: a.qualified, gap: a.gap, percentAway: a.percentAway })),
        ).toEqual(expected);
        expect(s.qualifiers).toBe(expected.filter((e) => e.qualified).length);
      }
      const mine = (await get(getStandardsProgress, invitee.token, { season: 'outdoor', seasonYear: 2025 })).json<Progress>();
      expect(mine.standards.flatMap((s) => s.athletes.map((a) => names[a.athlete.id]))).toEqual(['dee', 'dee']);
    });

    it('flags a new qualifier when the result is saved, once per season', async () => {
      const meet = await createMeet(t, org.id, coach.token, { startDate: '2025-05-01', season: 'outdoor' });
      const event = await addMeetEvent(t, org.id, coach.token, meet.id, 'female-100m');
      const entries = await enterAthletes(t, org.id, coach.token, event.id, [ath.dee.id, ath.ann.id]);
      const deeEntry = entries.find((e) => e.athlete?.id === ath.dee.id);
      const annEntry = entries.find((e) => e.athlete?.id === ath.ann.id);
      // Dee (13.00 before) meets League 13.20 already: 12.58 meets State 12.60 for the first time
      const saved: SavedResult = await saveResult(t, org.id, coach.token, deeEntry!.id, { mark: '12.58', wind: '0.0' });
      expect(saved.flags.qualified?.map((q) => [q.name, q.display])).toEqual([['State', '12.60']]);
      // Ann met State (12.40) earlier this season: nothing new
      const again = await saveResult(t, org.id, coach.token, annEntry!.id, { mark: '12.30', wind: '0.0' });
      expect(again.flags.qualified).toBeUndefined();
      const after = (await get(getStandardsProgress, coach.token, { season: 'outdoor', seasonYear: 2025 })).json<{
        standards: { standard: { id: string }; qualifiers: number }[];
      }>();
      // Ann, Dee, and Bea (12.60: a mark equal to the standard meets it)
      expect(after.standards.find((s) => s.standard.id === state.id)!.qualifiers).toBe(3);
    });

    it('changes and removes a standard; another team gets 404, an invitee 403', async () => {
      const body = { name: 'State final', level: 'state', eventType: 'female-100m', season: 'outdoor', mark: '12.50' } as const;
      const patch = (token: string | undefined, b: Record<string, unknown>, standardId = state.id) =>
        call(t.app, patchStandard, { ...(token ? { as: { token } } : {}), query: { orgId: org.id, standardId }, body: b as typeof body });
      expect((await patch(undefined, body)).statusCode).toBe(401);
      const badMark = await patch(coach.token, { ...body, mark: '12.5.0' });
      expect(badMark.statusCode).toBe(400);
      expect(badMark.json<{ field?: string }>().field).toBe('body.mark');
      const noName = await patch(coach.token, { ...body, name: ' ' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json<{ message: string }>().message).toContain('name');
      expect((await patch(coach.token, body, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      // level, event (another gender), season and mark all change; the list shows the change
      const moved = await patch(coach.token, {
        name: 'Regional',
        level: 'regional',
        eventType: 'male-200m',
        season: 'indoor',
        mark: '23.10',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Standard>()).toMatchObject({
        name: 'Regional',
        level: 'regional',
        eventType: 'male-200m',
        season: 'indoor',
        display: '23.10',
      });
      const listed = (await get(getStandards, coach.token, {})).json<{ items: Standard[] }>().items.find((s) => s.id === state.id);
      expect(listed).toMatchObject({ name: 'Regional', eventType: 'male-200m', season: 'indoor', display: '23.10' });
      expect(
        (
          await call(t.app, patchStandard, { as: { token: coach.token }, query: { orgId: org.id, standardId: state.id }, body })
        ).json<Standard>().name,
      ).toBe('State final');
      expect(
        (await call(t.app, patchStandard, { as: { token: invitee.token }, query: { orgId: org.id, standardId: state.id }, body }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, deleteStandard, { as: { token: other.owner.token }, query: { orgId: org.id, standardId: state.id } }))
          .statusCode,
      ).toBe(404);
      // this team's standard asked for through another team: not found
      expect(
        (
          await call(t.app, deleteStandard, {
            as: { token: other.owner.token },
            query: { orgId: other.organization.id, standardId: state.id },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, deleteStandard, { as: { token: coach.token }, query: { orgId: org.id, standardId: state.id } })).statusCode,
      ).toBe(200);
      expect(
        (await call(t.app, deleteStandard, { as: { token: coach.token }, query: { orgId: org.id, standardId: state.id } })).statusCode,
      ).toBe(404);
    });
  });

  it("an invitee's own results: latest with PRs, and current PRs", async () => {
    const res = await get(getMyResults, invitee.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      athletes: { athlete: { id: string }; latest: { display: string; isPR: boolean }[]; prs: { display: string }[] }[];
    }>();
    expect(body.athletes.map((a) => a.athlete.id)).toEqual([ath.dee.id]);
    expect(body.athletes[0]!.latest.map((r) => [r.display, r.isPR])).toEqual([
      ['12.58', true],
      ['12.90', true],
      ['13.00', true],
      ['13.40', true],
    ]);
    expect(body.athletes[0]!.prs.map((r) => r.display)).toEqual(['12.58']);
    expect((await get(getMyResults, coach.token, {})).json<{ athletes: unknown[] }>().athletes).toEqual([]);
  });

  it('answers 401 without a token, 404 for another team, 400 for bad filters', async () => {
    for (const def of [getSeasonLeaders, getImprovement, getStandardsProgress, getStandards, getMyResults]) {
      expect((await call(t.app, def, { query: { orgId: org.id } })).statusCode).toBe(401);
      expect((await get(def, other.owner.token, {})).statusCode).toBe(404);
    }
    const bad = await get(getSeasonLeaders, coach.token, { grade: 13 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('grade');
    expect((await get(getImprovement, coach.token, { season: 'summer' })).statusCode).toBe(400);
  });
});
