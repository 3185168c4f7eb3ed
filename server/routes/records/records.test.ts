import { beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@core/api/organizations';
import { patchOrganization } from '@core/api/organizations';
import {
  deleteHistoricalRecord,
  getHistoricalRecords,
  getRecordHistory,
  getRecords,
  patchHistoricalRecord,
  postHistoricalRecord,
  type HistoricalRecord,
  type RecordEvent,
  type RecordHistoryStep,
  type RecordMark,
} from '@core/api/records';
import type { Athlete } from '@core/api/athletes';
import { getMeet, type MeetDetail } from '@core/api/meets';
import { getRecentPrs, type RecentPr } from '@core/api/performance';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterRelay, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

type Board = {
  events: RecordEvent[];
  seasons: { season: string; seasonYear: number }[];
  grades: number[];
  season: unknown;
  grade: number | null;
};

/**
 * The independent computation the answers are checked against: marks in seconds (or metres),
 * hand times converted by +0.24 s (100 m), wind over +2.0 and non-marks left out, each athlete's
 * best, ranked with ties sharing a place; and the record's history walked in date order.
 */
interface Typed {
  who: string;
  mark: string;
  wind?: string;
  date: string;
  lowerIsBetter: boolean;
}
const valueOf = (m: Typed, conversion: boolean): number | null => {
  if (/^[A-Z]+$/.test(m.mark)) return null;
  if (m.wind && Number(m.wind) > 2.0) return null;
  const n = Number(m.mark.replace(/m$/, ''));
  const hand = m.lowerIsBetter && /^\d+\.\d$/.test(m.mark);
  const v = hand && conversion ? Math.round((n + 0.24) * 100) / 100 : n;
  return m.lowerIsBetter ? v : -v;
};
const expectedTop = (marks: Typed[], conversion: boolean): { who: string; place: number; date: string }[] => {
  const best = new Map<string, { v: number; date: string }>();
  for (const m of [...marks].sort((a, b) => a.date.localeCompare(b.date))) {
    const v = valueOf(m, conversion);
    if (v === null) continue;
    const cur = best.get(m.who);
    if (!cur || v < cur.v) best.set(m.who, { v, date: m.date });
  }
  const sorted = [...best.entries()].sort((a, b) => a[1].v - b[1].v || a[1].date.localeCompare(b[1].date));
  return sorted.map(([who, b]) => ({ who, date: b.date, place: sorted.findIndex((s) => s[1].v === b.v) + 1 }));
};
const expectedHistory = (marks: Typed[], conversion: boolean) => {
  const steps: { who: string; from: string; brokenOn: string | null; equalled: boolean }[] = [];
  let best: number | null = null;
  for (const m of [...marks].sort((a, b) => a.date.localeCompare(b.date))) {
    const v = valueOf(m, conversion);
    if (v === null || (best !== null && v > best)) continue;
    if (best === null || v < best) {
      for (const s of steps) if (s.brokenOn === null) s.brokenOn = m.date;
      steps.push({ who: m.who, from: m.date, brokenOn: null, equalled: false });
      best = v;
    } else steps.push({ who: m.who, from: m.date, brokenOn: null, equalled: true });
  }
  return steps;
};

describe('records', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let ann: Athlete, bea: Athlete, cat: Athlete, dee: Athlete;
  const sprint: Typed[] = [];

  const board = async (token: string, query: Record<string, unknown> = {}) =>
    call(t.app, getRecords, { as: { token }, query: { orgId: org.id, ...query } });
  const eventOf = (b: Board, type: string) => b.events.find((e) => e.eventType === type);
  const names = (list: RecordMark[]) => list.map((m) => [m.athleteNames.join(' / '), m.place, m.date]);

  const sprintResult = async (who: Athlete, mark: string, date: string, wind?: string) => {
    await recordResult(t, org.id, coach.token, who.id, 'female-100m', { mark, ...(wind ? { wind } : {}) }, { startDate: date });
    sprint.push({ who: `${who.firstName} ${who.lastName}`, mark, date, lowerIsBetter: true, ...(wind ? { wind } : {}) });
  };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    ann = await createAthlete(t, org.id, coach.token, { firstName: 'Ann', lastName: 'Ahn', grade: undefined, gradYear: 2026 });
    bea = await createAthlete(t, org.id, coach.token, { firstName: 'Bea', lastName: 'Bell', grade: undefined, gradYear: 2025 });
    cat = await createAthlete(t, org.id, coach.token, { firstName: 'Cat', lastName: 'Cole', grade: undefined, gradYear: 2026 });
    dee = await createAthlete(t, org.id, coach.token, { firstName: 'Dee', lastName: 'Dunn', grade: undefined, gradYear: 2027 });
    await sprintResult(ann, '12.60', '2024-05-01');
    await sprintResult(ann, '12.50', '2025-03-10', '1.0');
    await sprintResult(bea, '12.3', '2025-03-20'); // hand: 12.54 compared
    await sprintResult(cat, '12.20', '2025-04-01', '2.5'); // wind-aided: never a record
    await sprintResult(bea, '12.45', '2025-04-10', '2.0'); // +2.0 is legal
    await sprintResult(dee, 'DNF', '2025-04-10');
    await sprintResult(ann, '12.45', '2025-05-01', '0.3'); // equals the record
  });

  it('keeps the best legal mark per event as the record, ties sharing it, with the top list and its evidence', async () => {
    const res = await board(invitee.token);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json<Board>();
    const e = eventOf(b, 'female-100m')!;
    const expected = expectedTop(sprint, true);
    expect(names(e.top)).toEqual(expected.map((x) => [x.who, x.place, x.date]));
    expect(names(e.record)).toEqual(expected.filter((x) => x.place === 1).map((x) => [x.who, 1, x.date]));
    const first = e.record[0]!;
    expect(first).toMatchObject({ source: 'result', display: '12.45', wind: 2, timing: 'fat', round: 'final', athleteId: bea.id });
    expect(first.meetName).toMatch(/^Meet /);
    const hand = e.top.find((m) => m.athleteId === bea.id && m.display === '12.3');
    expect(hand).toBeUndefined(); // only each athlete's best is listed
    expect(b.seasons).toEqual([
      { season: 'outdoor', seasonYear: 2025 },
      { season: 'outdoor', seasonYear: 2024 },
    ]);
  });

  it('names the hand time as converted, and keeps it on its own when the team turns conversion off', async () => {
    const top3 = (await board(coach.token, { top: 3 })).json<Board>();
    const handMark = eventOf(top3, 'female-100m')!.top.find((m) => m.display === '12.3');
    expect(handMark).toBeUndefined();
    const off = await call(t.app, patchOrganization, {
      as: { token: owner.token },
      query: { organizationId: org.id },
      body: { handTimeConversion: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const e = eventOf((await board(coach.token)).json<Board>(), 'female-100m')!;
      const expected = expectedTop(sprint, false);
      expect(names(e.top)).toEqual(expected.map((x) => [x.who, x.place, x.date]));
      expect(e.record[0]).toMatchObject({ display: '12.3', timing: 'hand' });
    } finally {
      await call(t.app, patchOrganization, {
        as: { token: owner.token },
        query: { organizationId: org.id },
        body: { handTimeConversion: true },
      });
    }
  });

  it('shows the record history: each mark that held it, when, and when it fell', async () => {
    const res = await call(t.app, getRecordHistory, { as: { token: invitee.token }, query: { orgId: org.id, eventType: 'female-100m' } });
    expect(res.statusCode, res.body).toBe(200);
    const steps = res.json<{ steps: RecordHistoryStep[] }>().steps;
    expect(steps.map((s) => ({ who: s.mark.athleteNames[0], from: s.heldFrom, brokenOn: s.brokenOn, equalled: s.equalled }))).toEqual(
      expectedHistory(sprint, true),
    );
  });

  it('has boards per season and per grade level', async () => {
    const s2024 = (await board(coach.token, { board: 'season', season: 'outdoor', seasonYear: 2024 })).json<Board>();
    expect(names(eventOf(s2024, 'female-100m')!.record)).toEqual([['Ann Ahn', 1, '2024-05-01']]);
    const latest = (await board(coach.token, { board: 'season' })).json<Board>();
    expect(latest.season).toEqual({ season: 'outdoor', seasonYear: 2025 });
    const s2025 = sprint.filter((m) => m.date.startsWith('2025'));
    expect(names(eventOf(latest, 'female-100m')!.top)).toEqual(expectedTop(s2025, true).map((x) => [x.who, x.place, x.date]));
    // Ann graduates 2026: a sophomore (10) in spring 2024, a junior (11) in spring 2025; Bea (2025) a senior in 2025
    const grades = (await board(coach.token, { board: 'grade', grade: 10 })).json<Board>();
    expect(grades.grades).toEqual([10, 11, 12]);
    expect(names(eventOf(grades, 'female-100m')!.record)).toEqual([['Ann Ahn', 1, '2024-05-01']]);
    const seniors = (await board(coach.token, { board: 'grade', grade: 12 })).json<Board>();
    expect(names(eventOf(seniors, 'female-100m')!.record)).toEqual([['Bea Bell', 1, '2025-04-10']]);
    expect(eventOf(seniors, 'female-100m')!.record[0]!.grade).toBe(12);
  });

  it('keeps indoor marks on the indoor board and relay records name the four legs', async () => {
    await recordResult(
      t,
      org.id,
      coach.token,
      cat.id,
      'female-indoor-60m',
      { mark: '7.90' },
      { startDate: '2025-01-15', season: 'indoor' },
    );
    const meet = await createMeet(t, org.id, coach.token, { startDate: '2025-04-20' });
    const relay = await addMeetEvent(t, org.id, coach.token, meet.id, 'female-4x100m-relay');
    const entry = await enterRelay(t, org.id, coach.token, relay.id, [ann.id, bea.id, cat.id, dee.id]);
    await saveResult(t, org.id, coach.token, entry.id, { mark: '50.10' });
    const outdoor = (await board(coach.token)).json<Board>();
    expect(eventOf(outdoor, 'female-indoor-60m')).toBeUndefined();
    expect(eventOf(outdoor, 'female-4x100m-relay')!.record[0]!.athleteNames).toEqual(['Ann Ahn', 'Bea Bell', 'Cat Cole', 'Dee Dunn']);
    const indoor = (await board(coach.token, { environment: 'indoor' })).json<Board>();
    expect(indoor.events.map((e) => e.eventType)).toEqual(['female-indoor-60m']);
  });

  it('ranks historical records with results; a later result that beats one takes over', async () => {
    const add = await call(t.app, postHistoricalRecord, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: {
        eventType: 'female-long-jump',
        athleteNames: ['Old Timer'],
        mark: '5.80m',
        wind: '1.5',
        date: '1998-05-01',
        meetName: 'State 1998',
        grade: 12,
        note: 'From the 1998 yearbook',
        source: 'Yearbook p. 40',
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const historical = add.json<HistoricalRecord>();
    expect(historical).toMatchObject({ season: 'outdoor', seasonYear: 1998, athleteNames: ['Old Timer'], grade: 12 });
    const short = await recordResult(t, org.id, coach.token, ann.id, 'female-long-jump', { mark: '5.50m' }, { startDate: '2025-04-05' });
    expect(short.flags).toMatchObject({ isPR: true, isTeamRecord: false });
    let e = eventOf((await board(invitee.token)).json<Board>(), 'female-long-jump')!;
    expect(e.record.map((m) => [m.source, m.athleteNames[0], m.note])).toEqual([['historical', 'Old Timer', 'From the 1998 yearbook']]);
    expect(e.top.map((m) => m.athleteNames[0])).toEqual(['Old Timer', 'Ann Ahn']);
    const long = await recordResult(
      t,
      org.id,
      coach.token,
      bea.id,
      'female-long-jump',
      { mark: '5.85m', wind: '1.0' },
      { startDate: '2025-05-10' },
    );
    expect(long.flags).toMatchObject({ isPR: true, isTeamRecord: true });
    e = eventOf((await board(invitee.token)).json<Board>(), 'female-long-jump')!;
    expect(e.record.map((m) => [m.source, m.athleteNames[0]])).toEqual([['result', 'Bea Bell']]);
    const history = (
      await call(t.app, getRecordHistory, { as: { token: coach.token }, query: { orgId: org.id, eventType: 'female-long-jump' } })
    ).json<{ steps: RecordHistoryStep[] }>();
    expect(history.steps.map((s) => [s.mark.athleteNames[0], s.heldFrom, s.brokenOn])).toEqual([
      ['Old Timer', '1998-05-01', '2025-05-10'],
      ['Bea Bell', '2025-05-10', null],
    ]);
    // the 1998 season is on the season board and its picker
    const b = (await board(coach.token, { board: 'season', season: 'outdoor', seasonYear: 1998 })).json<Board>();
    expect(b.seasons.at(-1)).toEqual({ season: 'outdoor', seasonYear: 1998 });
    expect(names(eventOf(b, 'female-long-jump')!.record)).toEqual([['Old Timer', 1, '1998-05-01']]);
  });

  describe('historical records by hand', () => {
    const body = {
      eventType: 'male-shot-put',
      athleteNames: ['Sam Stone'],
      mark: '15.20m',
      date: '2001-04-01',
      indoor: false,
      meetName: 'County',
      note: '',
      source: 'Coach Lee',
    };

    it('answers 401 without a token, 403 to an invitee, 404 for another team and 400 naming the field', async () => {
      expect((await call(t.app, postHistoricalRecord, { query: { orgId: org.id }, body })).statusCode).toBe(401);
      expect((await call(t.app, postHistoricalRecord, { as: { token: invitee.token }, query: { orgId: org.id }, body })).statusCode).toBe(
        403,
      );
      expect(
        (await call(t.app, postHistoricalRecord, { as: { token: other.owner.token }, query: { orgId: org.id }, body })).statusCode,
      ).toBe(404);
      expect((await call(t.app, getRecords, { as: { token: other.owner.token }, query: { orgId: org.id } })).statusCode).toBe(404);
      const windy = await call(t.app, postHistoricalRecord, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, eventType: 'male-100m', mark: '10.90', wind: '2.4' },
      });
      expect(windy.statusCode).toBe(400);
      expect(windy.json()).toMatchObject({ field: 'body.wind' });
      expect(windy.json<{ message: string }>().message).toContain('never become records');
      const dnf = await call(t.app, postHistoricalRecord, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, mark: 'FOUL' },
      });
      expect(dnf.statusCode).toBe(400);
      expect(dnf.json()).toMatchObject({ field: 'body.mark' });
      const relay = await call(t.app, postHistoricalRecord, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, eventType: 'male-4x400m-relay', mark: '3:20.00' },
      });
      expect(relay.json()).toMatchObject({ field: 'body.athleteNames' });
      const unknown = await call(t.app, postHistoricalRecord, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { ...body, eventType: 'male-caber-toss' },
      });
      expect(unknown.json()).toMatchObject({ field: 'body.eventType' });
    });

    it('adds, changes and deletes one; another team can neither change nor delete it', async () => {
      const created = (
        await call(t.app, postHistoricalRecord, { as: { token: owner.token }, query: { orgId: org.id }, body })
      ).json<HistoricalRecord>();
      const list = (await call(t.app, getHistoricalRecords, { as: { token: invitee.token }, query: { orgId: org.id } })).json<{
        items: HistoricalRecord[];
      }>();
      expect(list.items.map((h) => h.id)).toContain(created.id);
      const q = { orgId: org.id, recordId: created.id };
      expect(
        (
          await call(t.app, patchHistoricalRecord, {
            as: { token: other.owner.token },
            query: { ...q, orgId: other.organization.id },
            body,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, deleteHistoricalRecord, { as: { token: other.owner.token }, query: { ...q, orgId: other.organization.id } }))
          .statusCode,
      ).toBe(404);
      expect((await call(t.app, patchHistoricalRecord, { as: { token: invitee.token }, query: q, body })).statusCode).toBe(403);
      const patched = await call(t.app, patchHistoricalRecord, {
        as: { token: coach.token },
        query: q,
        body: { ...body, mark: '15.40m', note: 'Corrected' },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json<HistoricalRecord>()).toMatchObject({ mark: { kind: 'length', mm: 15400 }, note: 'Corrected' });
      // a change replaces the whole record: a field left out is refused, never reset to its default
      const { source: _source, ...withoutSource } = body;
      const partial = await call(t.app, patchHistoricalRecord, {
        as: { token: coach.token },
        query: q,
        body: withoutSource as typeof body,
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json()).toMatchObject({ field: 'body.source' });
      const shot = eventOf((await board(coach.token)).json<Board>(), 'male-shot-put')!;
      expect(shot.record[0]).toMatchObject({ id: created.id, mark: { kind: 'length', mm: 15400 }, source: 'historical' });
      expect((await call(t.app, deleteHistoricalRecord, { as: { token: invitee.token }, query: q })).statusCode).toBe(403);
      expect((await call(t.app, deleteHistoricalRecord, { as: { token: coach.token }, query: q })).statusCode).toBe(200);
      expect((await call(t.app, deleteHistoricalRecord, { as: { token: coach.token }, query: q })).statusCode).toBe(404);
      expect(eventOf((await board(coach.token)).json<Board>(), 'male-shot-put')).toBeUndefined();
    });
  });

  it('answers 400 naming a bad board query', async () => {
    const bad = await board(coach.token, { top: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('top');
    expect((await call(t.app, getRecords, { query: { orgId: org.id } })).statusCode).toBe(401);
  });

  it('flags a new team record the moment a result is saved, on the meet page and in the recent PRs', async () => {
    const fast = await recordResult(
      t,
      org.id,
      coach.token,
      dee.id,
      'female-100m',
      { mark: '12.40', wind: '0.5' },
      { startDate: '2025-06-01' },
    );
    expect(fast.flags).toMatchObject({ isPR: true, isTeamRecord: true });
    const tie = await recordResult(
      t,
      org.id,
      coach.token,
      cat.id,
      'female-100m',
      { mark: '12.40', wind: '0.1' },
      { startDate: '2025-06-02' },
    );
    expect(tie.flags).toMatchObject({ isPR: true, isTeamRecord: false }); // equals the record: shares it, no new record
    const windy = await recordResult(
      t,
      org.id,
      coach.token,
      cat.id,
      'female-100m',
      { mark: '12.00', wind: '3.0' },
      { startDate: '2025-06-03' },
    );
    expect(windy.flags).toMatchObject({ isPR: false, isTeamRecord: false });
    expect(windy.result.windAided).toBe(true);
    const meet = (
      await call(t.app, getMeet, { as: { token: invitee.token }, query: { orgId: org.id, meetId: fast.result.meetId } })
    ).json<MeetDetail>();
    expect(meet.events[0]!.entries[0]!.flags).toMatchObject({ isTeamRecord: true });
    const prs = (await call(t.app, getRecentPrs, { as: { token: invitee.token }, query: { orgId: org.id } })).json<{ items: RecentPr[] }>()
      .items;
    expect(prs.find((p) => p.result.id === fast.result.id)).toMatchObject({ isTeamRecord: true });
    expect(prs.find((p) => p.result.id === tie.result.id)).toMatchObject({ isTeamRecord: false });
    // a relay faster than the team's relays is a team record (never a PR)
    const relayMeet = await createMeet(t, org.id, coach.token, { startDate: '2025-06-05' });
    const relay = await addMeetEvent(t, org.id, coach.token, relayMeet.id, 'female-4x100m-relay');
    const entry = await enterRelay(t, org.id, coach.token, relay.id, [dee.id, cat.id, bea.id, ann.id]);
    const saved = await saveResult(t, org.id, coach.token, entry.id, { mark: '49.90' });
    expect(saved.flags).toMatchObject({ isPR: false, isTeamRecord: true });
  });
});
