/**
 * The demo team's season, written in one transaction with bulk inserts: about 60 athletes, a
 * cross-country season, an outdoor season of completed meets with results (sprints, distance
 * with splits, hurdles, relays with legs, jumps, throws; a hand-timed dual meet and a windy
 * one), and two scheduled meets ahead. Marks are pseudo-random but repeatable (seeded).
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { gradYearFromGrade } from '@core/api/athletes';
import { checkMark, isWindEvent, rankMarks, type Mark } from '@core/marks';
import { eventType, findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../db/database';
import { athletes, meetEntries, meetEvents, meets, organizations, relayLegs, results, type NewResultRow } from '../db/schema';
import { nameKey } from '../services/athletes/names';
import { isIndoorMark, markColumns } from '../services/results/mark-row';
import { demoCalendar, type DemoMeet } from './demo-season/calendar';
import { markFor, nonMarkFor, RELAYS, splitsFor, windFor } from './demo-season/marks';
import { indoorSlug, programme, relayPool } from './demo-season/programme';
import { seededRandom } from './demo-season/random';
import { buildRoster, type DemoAthlete } from './demo-season/roster';

const SEED = 20_260_101;
const CHUNK = 1000;

export interface DemoSeasonStats {
  athletes: number;
  meets: number;
  results: number;
}

interface Row {
  id: string;
  a: DemoAthlete;
}

export const seedDemoSeason = async (
  db: Db,
  organizationId: string,
  athleteUserId?: string,
  today: Date = new Date(),
): Promise<DemoSeasonStats> => {
  const [existing] = await db.select({ n: count() }).from(athletes).where(eq(athletes.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return { athletes: 0, meets: 0, results: 0 };
  // hand times get the sort key of the team's hand-time rule, as a typed result does
  const [teamRule] = await db
    .select({ handTimeRule: organizations.handTimeRule })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const rnd = seededRandom(SEED);
  const roster: Row[] = buildRoster(rnd).map((a) => ({ id: randomUUID(), a }));
  // the demo invitee (Avery Johnson) is on the team
  const avery = roster.find((r) => r.a.gender === 'female' && r.a.group === 'sprints')!;
  Object.assign(avery.a, { firstName: 'Avery', lastName: 'Johnson', grade: 11 });

  const athleteRows = roster.map(({ id, a }, i) => ({
    id,
    organizationId,
    firstName: a.firstName,
    lastName: a.lastName,
    nameKey: nameKey(a.firstName, a.lastName),
    gender: a.gender,
    gradYear: gradYearFromGrade(a.grade, today),
    eventGroups: [a.group],
    preferredEvents: a.events.map((e) => eventType(a.gender, e)),
    status: i === 17 ? 'inactive' : 'active',
    userId: id === avery.id ? (athleteUserId ?? null) : null,
  }));

  const active = new Set(athleteRows.filter((a) => a.status === 'active').map((a) => a.id));
  const idOf = new Map(roster.map((r) => [r.a, r.id]));
  const calendar = demoCalendar(today);
  const meetRows = calendar.map((m) => ({
    id: randomUUID(),
    organizationId,
    name: m.name,
    startDate: m.startDate,
    endDate: m.startDate,
    location: m.location,
    season: m.season,
    seasonYear: m.seasonYear,
    host: m.host,
    notes: m.status === 'scheduled' ? 'Bus leaves school at 7:00. Bring spikes and a water bottle.' : '',
    status: m.status,
  }));
  const eventRows: (typeof meetEvents.$inferInsert)[] = [];
  const entryRows: (typeof meetEntries.$inferInsert)[] = [];
  const legRows: (typeof relayLegs.$inferInsert)[] = [];
  const resultRows: NewResultRow[] = [];
  const bySeason = (s: DemoMeet['season']) => calendar.filter((m) => m.season === s && m.status === 'completed');

  calendar.forEach((meet, mi) => {
    const meetId = meetRows[mi]!.id;
    const seasonMeets = bySeason(meet.season);
    const progress = seasonMeets.length > 1 ? seasonMeets.indexOf(meet) / (seasonMeets.length - 1) : 0;
    let position = 0;
    for (const gender of ['female', 'male'] as const) {
      const team = roster.filter((r) => r.a.gender === gender && active.has(r.id));
      // who comes to this meet, and what they run
      const present = team.filter(() => meet.status === 'scheduled' || rnd.chance(0.88));
      for (const slug of programme(meet.season, gender, mi % 2 === 1)) {
        const type = eventType(gender, slug);
        if (!findSportEvent(type)) continue;
        const eventId = randomUUID();
        const entries: (typeof meetEntries.$inferInsert & { id: string })[] = [];
        const legs: (typeof relayLegs.$inferInsert)[] = [];
        const performances: { entryId: string; athleteId: string | null; mark: Mark }[] = [];
        if (RELAYS.includes(slug as (typeof RELAYS)[number])) {
          const pool = relayPool(
            present.map((r) => r.a),
            slug,
          );
          if (pool.length < 4) continue;
          const entryId = randomUUID();
          entries.push({ id: entryId, organizationId, meetId, meetEventId: eventId, athleteId: null, relayName: 'Riverside A' });
          pool
            .slice(0, 6)
            .forEach((a, i) => legs.push({ organizationId, entryId, athleteId: idOf.get(a)!, position: i + 1, alternate: i >= 4 }));
          const talent = pool.slice(0, 4).reduce((sum, a) => sum + Math.min(...Object.values(a.talent)), 0) / 4;
          if (meet.status === 'completed')
            performances.push({ entryId, athleteId: null, mark: markFor(slug, gender, talent * 0.6, 10.5, progress, 'fat', rnd) });
        } else {
          const own = (e: string) => (meet.season === 'indoor' ? indoorSlug(e) : e);
          const who = present.filter((r) =>
            slug === 'xc-5k'
              ? r.a.group === 'distance' || (r.a.events.includes('800m') && rnd.chance(0.6))
              : r.a.events.slice(0, 3).map(own).includes(slug),
          );
          for (const r of who) {
            const entryId = randomUUID();
            entries.push({ id: entryId, organizationId, meetId, meetEventId: eventId, athleteId: r.id });
            if (meet.status !== 'completed') continue;
            const ownSlug = slug === 'xc-5k' ? 'xc' : (r.a.events.find((e) => own(e) === slug) ?? slug);
            const timing = meet.handTimed && findSportEvent(type)!.kind === 'time' ? 'hand' : 'fat';
            const mark = nonMarkFor(slug, rnd) ?? markFor(slug, gender, r.a.talent[ownSlug] ?? 0.8, r.a.grade, progress, timing, rnd);
            performances.push({ entryId, athleteId: r.id, mark });
          }
        }
        // a completed meet keeps the events that were run, a scheduled one those with entries
        if (meet.status === 'completed' ? performances.length === 0 : entries.length === 0) continue;
        eventRows.push({ id: eventId, organizationId, meetId, eventType: type, round: 'final', position: position++ });
        entryRows.push(...entries);
        legRows.push(...legs);
        let place = 0;
        let previousRank: number | null = null;
        for (const { index, place: rank } of rankMarks(
          type,
          performances.map((p) => p.mark),
        )) {
          const p = performances[index]!;
          if (checkMark(type, p.mark) !== null) continue;
          // other schools finish among ours: places leave gaps; ties keep sharing a place
          if (rank !== null && rank !== previousRank)
            place = place === 0 ? rnd.int(1, 3) : place + 1 + (rnd.chance(0.4) ? rnd.int(1, 3) : 0);
          previousRank = rank;
          const wind = isWindEvent(type) && p.mark.kind !== 'non-mark' ? windFor(meet, rnd) : null;
          resultRows.push({
            ...markColumns(type, p.mark, wind, teamRule?.handTimeRule),
            organizationId,
            meetId,
            meetEventId: eventId,
            entryId: p.entryId,
            athleteId: p.athleteId,
            eventType: type,
            indoor: isIndoorMark(type, meet.season),
            place: rank === null ? null : place,
            heat: slug === '100m' || slug === '200m' ? 1 + (index % 2) : null,
            splits: splitsFor(slug, p.mark, rnd),
          });
        }
      }
    }
  });

  await db.transaction(async (tx) => {
    const insert = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
    };
    await insert(athletes, athleteRows);
    await insert(meets, meetRows);
    await insert(meetEvents, eventRows);
    await insert(meetEntries, entryRows);
    await insert(relayLegs, legRows);
    await insert(results, resultRows);
  });
  return { athletes: athleteRows.length, meets: meetRows.length, results: resultRows.length };
};
