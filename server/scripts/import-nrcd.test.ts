import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCourseRecords } from '@core/api/courses';
import { getStandings, type Standings } from '@core/api/standings';
import { athletes, meetCompetitors, meetEvents, meets, results } from '../db/schema';
import { createOrganization, createUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * A slice of the NRCD cross-country data set 2023-24 (../shared/data/nrcd-xc-2023-24): every
 * result of Virginia Tech (167) and of the University of Virginia (164) at the 17 meets Virginia
 * Tech ran, with those meets, athletes and race conditions, in the data set's own files.
 */
const SLICE = path.join(repo, 'server/scripts/nrcd/fixtures/virginia-tech-slice');

/** The raw file as objects by header (these files hold no quoted cells). */
const csv = (file: string): Record<string, string>[] => {
  const [header, ...lines] = readFileSync(path.join(SLICE, file), 'utf8').trim().split('\n');
  return lines.map((l) => Object.fromEntries(l.split(',').map((c, i) => [header!.split(',')[i]!, c])));
};

/** Seconds of "m:ss.hh" or "h:mm:ss.hh", to the hundredth as the data gives them (cross-country times keep their precision). */
const seconds = (time: string) => Math.round(time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 100) / 100;
const DISTANCES: Record<string, string> = {
  '5000m': 'xc-5k',
  '6000m': 'xc-6k',
  '8000m': 'xc-8k',
  '4 Mile': 'xc-4mile',
  '5 Mile': 'xc-5mile',
};

/**
 * Course records computed from the raw files: a course is a meet's town and state; per course and
 * event type (gender + distance) each Virginia Tech runner's best, ranked (ties share), places 1-10.
 */
const expectedCourseRecords = (): Map<string, Map<string, string[]>> => {
  const meetById = new Map(csv('meet.csv').map((m) => [m.meet_id!, m]));
  const gender = new Map(csv('athlete.csv').map((a) => [a.athlete_id!, a.gender === 'F' ? 'female' : 'male']));
  const eventName = new Map(csv('running_event.csv').map((e) => [e.running_event_id!, e.event_name!]));
  const bests = new Map<string, Map<string, number>>(); // course|eventType -> athlete -> seconds
  for (const r of csv('result.csv').filter((x) => x.team_id === '167')) {
    const meet = meetById.get(r.meet_id!)!;
    const key = `${meet.meet_city}, ${meet.meet_state}|${gender.get(r.athlete_id!)}-${DISTANCES[eventName.get(r.running_event_id!)!]}`;
    const byAthlete = bests.get(key) ?? new Map<string, number>();
    byAthlete.set(r.athlete_id!, Math.min(byAthlete.get(r.athlete_id!) ?? Infinity, seconds(r.result_time!)));
    bests.set(key, byAthlete);
  }
  const out = new Map<string, Map<string, string[]>>();
  for (const [key, byAthlete] of bests) {
    const [course, eventType] = key.split('|') as [string, string];
    const times = [...byAthlete.values()];
    const top = [...byAthlete.entries()]
      .map(([athlete, s]) => ({ athlete, s, place: 1 + times.filter((x) => x < s).length }))
      .filter((x) => x.place <= 10)
      .map((x) => `${x.place} Runner ${x.athlete} ${Math.round(x.s * 1000)}`)
      .sort();
    out.set(course, (out.get(course) ?? new Map<string, string[]>()).set(eventType, top));
  }
  return out;
};

/** A race of the raw files: meet id (with the race's name where a meet held several of one distance and gender), gender and distance. */
const raceOf = () => {
  const gender = new Map(csv('athlete.csv').map((a) => [a.athlete_id!, a.gender === 'F' ? 'female' : 'male']));
  const eventName = new Map(csv('running_event.csv').map((e) => [e.running_event_id!, e.event_name!]));
  const sections = new Map<string, Set<string>>();
  for (const r of csv('result.csv')) {
    const key = `${r.meet_id}|${r.running_event_id}|${gender.get(r.athlete_id!)}`;
    sections.set(key, (sections.get(key) ?? new Set()).add(r.event_type!));
  }
  const split = new Set([...sections].filter(([, s]) => s.size > 1).map(([k]) => k.split('|')[0]));
  return (r: Record<string, string>) => {
    const name = split.has(r.meet_id) ? `${r.meet_id} ${r.event_type}` : r.meet_id!;
    return `${name}|${gender.get(r.athlete_id!)}-${DISTANCES[eventName.get(r.running_event_id!)!]}`;
  };
};

/**
 * Cross-country team scores of every race Virginia Tech ran, from the raw files: everyone in the race
 * placed by the time in hundredths (equal times share); teams with fewer than five runners removed,
 * then each team's eighth and later runners; the rest placed again (1, 2, 2, 4: equal times share); the first five
 * score, the sixth and seventh displace; equal scores go to the better sixth runner (none: worse).
 * One line per team: "place team score | scorers | displacers", incomplete teams as "- team".
 */
const expectedStandings = (ownName: string): Map<string, string[]> => {
  const race = raceOf();
  const teamName = new Map(csv('team.csv').map((t) => [t.team_id!, t.team_id === '167' ? ownName : t.team_name!]));
  const rows = csv('result.csv');
  const ownRaces = new Set(rows.filter((r) => r.team_id === '167').map(race));
  const races = new Map<string, { athlete: string; team: string; time: number }[]>();
  for (const r of rows.filter((x) => ownRaces.has(race(x)))) {
    const runners = races.get(race(r)) ?? [];
    if (runners.some((x) => x.athlete === r.athlete_id)) continue; // a repeated row
    const time = Math.round(r.result_time!.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 100);
    runners.push({ athlete: r.athlete_id!, team: teamName.get(r.team_id!)!, time });
    races.set(race(r), runners);
  }
  const out = new Map<string, string[]>();
  for (const [key, runners] of races) {
    runners.sort((a, b) => a.time - b.time);
    const size = new Map<string, number>();
    for (const r of runners) size.set(r.team, (size.get(r.team) ?? 0) + 1);
    const counted = new Map<string, { name: string; time: number; place: number }[]>();
    for (const r of runners) {
      if (size.get(r.team)! < 5) continue;
      const team = counted.get(r.team) ?? [];
      if (team.length < 7) team.push({ name: `Runner ${r.athlete}`, time: r.time, place: 0 });
      counted.set(r.team, team);
    }
    // a counted runner's place: one more than the counted runners strictly faster (equal times share)
    const all = [...counted.values()].flat();
    for (const r of all) r.place = 1 + all.filter((o) => o.time < r.time).length;
    const teams = [...counted].map(([team, seven]) => ({
      team,
      score: seven.slice(0, 5).reduce((s, r) => s + r.place, 0),
      sixth: seven[5]?.place ?? Infinity,
      line: `${seven
        .slice(0, 5)
        .map((r) => `${r.name}@${r.place}`)
        .join(' ')} | ${seven
        .slice(5)
        .map((r) => `${r.name}@${r.place}`)
        .join(' ')}`,
    }));
    teams.sort((a, b) => a.score - b.score || a.sixth - b.sixth || a.team.localeCompare(b.team));
    const places: number[] = [];
    teams.forEach((t, i) => {
      const prev = teams[i - 1];
      places.push(prev && prev.score === t.score && prev.sixth === t.sixth ? places[i - 1]! : i + 1);
    });
    const incomplete = [...new Set(runners.map((r) => r.team))].filter((t) => size.get(t)! < 5);
    out.set(key, [...teams.map((t, i) => `${places[i]} ${t.team} ${t.score} | ${t.line}`), ...incomplete.map((t) => `- ${t}`)]);
  }
  return out;
};

describe('npm run import:nrcd', () => {
  const t = useTestApp();

  const importNrcd = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/scripts/import-nrcd.ts', '--', '--dir', SLICE, ...args], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.dataDir },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it("loads one school's runners, meets and results; course records by gender equal the raw files; a second run refuses", async () => {
    const { organization: org, owner } = await createOrganization(t);
    const loaded = await importNrcd('--team', 'virginia tech', '--org', org.id);
    expect(loaded.code, loaded.stderr).toBe(0);

    const raw = csv('result.csv');
    const own = raw.filter((r) => r.team_id === '167');
    const race = raceOf();
    const ownRaces = new Set(own.map(race));
    const inRaces = raw.filter((r) => ownRaces.has(race(r)));
    const entries = new Set(inRaces.map((r) => `${race(r)}|${r.athlete_id}`));
    const ownEntries = new Set(own.map((r) => `${race(r)}|${r.athlete_id}`));
    expect(loaded.stdout).toContain(`${new Set(own.map((r) => r.athlete_id)).size} athletes`);
    expect(loaded.stdout).toContain(`${ownEntries.size} results, ${entries.size - ownEntries.size} other schools' runners`);
    expect(loaded.stdout).toContain(`${inRaces.length - entries.size} repeated rows`);

    // only the school's runners are on the roster; the two national championships are split per race
    const roster = await t.db.select().from(athletes).where(eq(athletes.organizationId, org.id));
    expect(new Set(roster.map((a) => a.lastName))).toEqual(new Set(own.map((r) => r.athlete_id)));
    const meetNames = (await t.db.select({ name: meets.name }).from(meets).where(eq(meets.organizationId, org.id))).map((m) => m.name);
    expect(meetNames).toContain('NIRCA Cross Country National Championships (Championship)');
    expect(meetNames.filter((n) => n.startsWith('NIRCA Cross Country National Championships')).length).toBeGreaterThan(2);

    const res = await call(t.app, getCourseRecords, { as: { token: owner.token }, query: { orgId: org.id, top: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    const actual = new Map(
      res
        .json<{
          courses: {
            course: { name: string };
            records: { eventType: string; top: { place: number; athleteNames: string[]; mark: { ms?: number } }[] }[];
          }[];
        }>()
        .courses.map((c) => [
          c.course.name,
          new Map(c.records.map((e) => [e.eventType, e.top.map((m) => `${m.place} ${m.athleteNames.join('/')} ${m.mark.ms}`).sort()])),
        ]),
    );
    const expected = expectedCourseRecords();
    expect(actual.size).toBe(11);
    expect(actual).toEqual(expected);
    // both genders, and a course with several meets (Blacksburg: seven)
    expect([...expected.get('Blacksburg, Virginia')!.keys()].some((e) => e.startsWith('female-'))).toBe(true);
    expect([...expected.get('Blacksburg, Virginia')!.keys()].some((e) => e.startsWith('male-'))).toBe(true);

    // other schools' runners are the meets' competitors, and each meet's standings equal the raw files' team scores
    const competitors = await t.db.select().from(meetCompetitors).where(eq(meetCompetitors.organizationId, org.id));
    expect(competitors.length).toBe(entries.size - ownEntries.size);
    expect(new Set(competitors.map((c) => c.team))).toEqual(new Set(['University of Virginia']));
    const loadedMeets = await t.db.select().from(meets).where(eq(meets.organizationId, org.id));
    const eventType = new Map(
      (await t.db.select().from(meetEvents).where(eq(meetEvents.organizationId, org.id))).map((e) => [e.id, e.eventType]),
    );
    const standings = new Map<string, string[]>();
    for (const meet of loadedMeets) {
      expect(meet.scoring).toBe('cross-country');
      // the meet's note names its meet id and race in the data set
      const [, meetId, section] = /\(meet (\d+)(?:, race "([^"]*)")?\)/.exec(meet.notes)!;
      const got = await call(t.app, getStandings, { as: { token: owner.token }, query: { orgId: org.id, meetId: meet.id } });
      expect(got.statusCode, got.body).toBe(200);
      for (const group of got.json<Standings>().groups) {
        if (group.kind !== 'cross-country') throw new Error(`${meet.name}: a ${group.kind} group`);
        const runners = (rs: { name: string; teamPlace: number | null }[]) => rs.map((r) => `${r.name}@${r.teamPlace}`).join(' ');
        standings.set(
          `${section ? `${meetId} ${section}` : meetId}|${eventType.get(group.eventId)}`,
          group.teams.map((team) =>
            team.complete
              ? `${team.place} ${team.team} ${team.score} | ${runners(team.scorers)} | ${runners(team.displacers)}`
              : `- ${team.team}`,
          ),
        );
      }
    }
    const expectedScores = expectedStandings(org.name);
    expect(standings).toEqual(expectedScores);
    // the slice holds two schools: races where both score, and races where one has fewer than five runners
    const lines = [...expectedScores.values()];
    expect(lines.some((l) => l.length === 2 && l.every((x) => !x.startsWith('-')))).toBe(true);
    expect(lines.some((l) => l.some((x) => x.startsWith('-')))).toBe(true);

    const count = async () =>
      Number(
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(results)
            .where(and(eq(results.organizationId, org.id)))
        )[0]!.n,
      );
    const before = await count();
    const again = await importNrcd('--team', '167', '--org', org.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This team already holds the NRCD data set');
    expect(await count()).toBe(before);
  });

  it('creates a named team for an owner, and explains a school it cannot find', async () => {
    const owner = await createUser(t);
    const created = await importNrcd('--team', 'University of Virginia', '--owner', owner.email, '--name', 'Cavaliers XC');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created the team "Cavaliers XC"/);
    const twice = await importNrcd('--team', 'University of Virginia', '--owner', owner.email, '--name', 'Cavaliers XC');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already belongs to a team named "Cavaliers XC"');
    const unknown = await importNrcd('--team', 'Nowhere State', '--owner', owner.email);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No school of the data set is named "Nowhere State"');
  });
});
