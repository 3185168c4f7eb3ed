import { beforeAll, describe, expect, it } from 'vitest';
import { getAthletes, getAthlete, type AthleteProfile, type RosterAthlete } from '@core/api/athletes';
import { getMeets, getMeet, type Meet, type MeetDetail } from '@core/api/meets';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import type { Organization } from '@core/api/organizations';
import { checkMark } from '@core/marks';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { markOfRow } from '../services/results/mark-row';
import { results } from '../db/schema';
import { seedDemoSeason, type DemoSeasonStats } from './demo-season';

describe('demo season', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let stats: DemoSeasonStats;
  let ms: number;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'imperial', timezone: 'UTC' }));
    invitee = await addMember(t, org.id, 'invitee');
    const started = performance.now();
    stats = await seedDemoSeason(t.db, org.id, invitee.user!.id);
    ms = performance.now() - started;
  });

  it('fills the team: about 60 athletes over grades 9-12 and every event group, the invitee among them', async () => {
    console.info(`demo season: ${JSON.stringify(stats)} in ${Math.round(ms)} ms`);
    expect(stats.athletes).toBe(60);
    const roster = (await call(t.app, getAthletes, { as: { token: invitee.token }, query: { orgId: org.id, limit: 500 } })).json<{
      items: RosterAthlete[];
    }>().items;
    expect(roster).toHaveLength(60);
    expect(new Set(roster.map((a) => a.grade))).toEqual(new Set([9, 10, 11, 12]));
    expect(new Set(roster.flatMap((a) => a.eventGroups))).toEqual(new Set(['sprints', 'distance', 'hurdles', 'jumps', 'throws']));
    expect(roster.filter((a) => a.gender === 'female')).toHaveLength(30);
    const avery = roster.find((a) => a.userId === invitee.user!.id)!;
    expect(`${avery.firstName} ${avery.lastName}`).toBe('Avery Johnson');
    expect(roster.filter((a) => a.prCount > 0).length).toBeGreaterThan(50);
    const page = (
      await call(t.app, getAthlete, { as: { token: invitee.token }, query: { orgId: org.id, athleteId: avery.id } })
    ).json<AthleteProfile>();
    expect(page.results.length).toBeGreaterThan(5);
    expect(page.prs.length).toBeGreaterThan(1);
  });

  it('has completed cross-country and outdoor seasons and two scheduled meets ahead', async () => {
    const list = (await call(t.app, getMeets, { as: { token: owner.token }, query: { orgId: org.id } })).json<{ items: Meet[] }>().items;
    expect(list).toHaveLength(12);
    expect(list.filter((m) => m.season === 'outdoor' && m.status === 'completed')).toHaveLength(6);
    expect(list.filter((m) => m.season === 'cross-country' && m.status === 'completed')).toHaveLength(4);
    const upcoming = (await call(t.app, getMeets, { as: { token: owner.token }, query: { orgId: org.id, when: 'upcoming' } })).json<{
      items: Meet[];
    }>().items;
    expect(upcoming.map((m) => m.status)).toEqual(['scheduled', 'scheduled']);
    expect(upcoming.every((m) => m.eventCount > 0 && m.resultCount === 0)).toBe(true);
    expect(list.filter((m) => m.status === 'completed').every((m) => m.resultCount > 0)).toBe(true);

    const league = list.find((m) => m.name === 'League Finals')!;
    const d = (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: league.id } })).json<MeetDetail>();
    const kinds = new Set(d.events.map((e) => e.eventType.replace(/^(fe)?male-/, '')));
    for (const slug of ['100m', '1600m', '300m-hurdles', '4x400m-relay', 'long-jump', 'high-jump', 'shot-put', 'discus'])
      expect(kinds).toContain(slug);
    const relay = d.events.find((e) => e.eventType === 'female-4x400m-relay')!.entries[0]!;
    expect(relay.legs!.filter((l) => !l.alternate)).toHaveLength(4);
    expect(relay.result!.display).toMatch(/^\d:\d\d\.\d\d$/);
    const mile = d.events.find((e) => e.eventType === 'male-1600m')!.entries.find((e) => e.result?.status === 'ok')!;
    expect(mile.result!.splits).toHaveLength(3);
  });

  it('stores only marks the engine accepts, with a hand-timed meet and some wind-aided marks', async () => {
    const rows = await t.db.select().from(results);
    expect(rows.length).toBe(stats.results);
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.filter((r) => checkMark(r.eventType, markOfRow(r)) !== null)).toEqual([]);
    expect(rows.some((r) => r.timing === 'hand')).toBe(true);
    expect(rows.some((r) => r.windAided)).toBe(true);
    expect(rows.some((r) => r.markKind === 'non-mark')).toBe(true);
    const leaders = (
      await call(t.app, getEventLeaders, { as: { token: owner.token }, query: { orgId: org.id, type: 'male-xc-5k' } })
    ).json<EventLeaders>();
    expect(leaders.leaders.length).toBeGreaterThan(5);
    // high-school boys' 5K: from about 16 to 26 minutes
    for (const l of leaders.leaders)
      expect(l.result.mark.kind === 'time' && l.result.mark.ms > 15 * 60_000 && l.result.mark.ms < 27 * 60_000).toBe(true);
  });

  it('runs once per team', async () => {
    expect(await seedDemoSeason(t.db, org.id)).toEqual({ athletes: 0, meets: 0, results: 0 });
  });
});
