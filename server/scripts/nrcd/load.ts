/**
 * Writes a plan (plan.ts) into a team in one transaction, or nothing: a team that already holds the
 * data set (a meet whose notes say it came from it) is refused, so a second run changes nothing.
 * A course the team already has under the same name is reused (its distances gain the ones run).
 * Other schools' runners become competitors of the meet events; the meets score as cross-country.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes, courses, meetCompetitors, meetEntries, meetEvents, meets, results } from '../../db/schema';
import { nameKey } from '../../services/athletes/names';
import type { DbOrTx } from '../../services/results/load';
import { NRCD_NOTE, type NrcdPlan } from './plan';

const CHUNK = 1000;

export class NrcdAlreadyLoaded extends Error {}

export interface NrcdLoadStats {
  athletes: number;
  meets: number;
  courses: number;
  results: number;
  competitors: number;
}

/** How many of the team's meets came from the data set (0 when it was never loaded). */
export const loadedNrcdMeets = async (db: DbOrTx, organizationId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meets)
    .where(and(eq(meets.organizationId, organizationId), like(meets.notes, `${NRCD_NOTE}%`)));
  return Number(row?.n ?? 0);
};

export const loadNrcdPlan = async (db: Db, organizationId: string, plan: NrcdPlan): Promise<NrcdLoadStats> =>
  db.transaction(async (tx) => {
    // one load at a time per team: the second waits here, then finds the first one's meets
    await tx.execute(sql`select 1 from organizations where id = ${organizationId} for update`);
    const already = await loadedNrcdMeets(tx, organizationId);
    if (already > 0)
      throw new NrcdAlreadyLoaded(
        `This team already holds the NRCD data set (${already} meets imported from it). Nothing was written: delete those meets (or load into another team) to load it again.`,
      );
    const insert = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
    };

    const existing = await tx.select().from(courses).where(eq(courses.organizationId, organizationId));
    const byName = new Map(existing.map((c) => [c.name.trim().toLowerCase(), c]));
    const courseIds = new Map<string, string>();
    const newCourses: (typeof courses.$inferInsert)[] = [];
    for (const c of plan.courses) {
      const same = byName.get(c.name.toLowerCase());
      if (same) {
        courseIds.set(c.key, same.id);
        const distances = [...new Set([...same.distances, ...c.distances])];
        if (distances.length !== same.distances.length)
          await tx.update(courses).set({ distances, updatedAt: new Date() }).where(eq(courses.id, same.id));
        continue;
      }
      const id = randomUUID();
      courseIds.set(c.key, id);
      newCourses.push({
        id,
        organizationId,
        name: c.name,
        address: c.address,
        distances: c.distances,
        notes: `${NRCD_NOTE}: the venue of its meets in ${c.address} (the data set names no course; meets in one town are taken as one course).`,
      });
    }
    await insert(courses, newCourses);

    const athleteIds = new Map(plan.athletes.map((a) => [a.sourceId, randomUUID()]));
    await insert(
      athletes,
      plan.athletes.map((a) => ({
        id: athleteIds.get(a.sourceId)!,
        organizationId,
        // the data set has no names
        firstName: 'Runner',
        lastName: a.sourceId,
        nameKey: nameKey('Runner', a.sourceId),
        gender: a.gender,
        gradYear: a.gradYear,
        eventGroups: ['distance'],
        notes: `${NRCD_NOTE} (athlete ${a.sourceId} of ${plan.school.name}; the data set has no names).`,
      })),
    );

    const meetIds = new Map(plan.meets.map((m) => [m.key, randomUUID()]));
    await insert(
      meets,
      plan.meets.map((m) => ({
        id: meetIds.get(m.key)!,
        organizationId,
        name: m.name,
        startDate: m.startDate,
        endDate: m.endDate,
        location: m.location,
        season: 'cross-country',
        seasonYear: m.seasonYear,
        host: '',
        notes: m.notes,
        status: 'completed',
        scoring: 'cross-country',
        courseId: courseIds.get(m.courseKey)!,
      })),
    );

    const eventIds = new Map<string, string>();
    const eventRows: (typeof meetEvents.$inferInsert)[] = [];
    for (const r of plan.results) {
      const key = `${r.meetKey}|${r.eventType}`;
      if (eventIds.has(key)) continue;
      const id = randomUUID();
      eventIds.set(key, id);
      eventRows.push({ id, organizationId, meetId: meetIds.get(r.meetKey)!, eventType: r.eventType, round: 'final', position: 0 });
    }
    eventRows.sort((a, b) => a.eventType.localeCompare(b.eventType));
    eventRows.forEach((e, i) => (e.position = i));
    await insert(meetEvents, eventRows);

    const entryRows: (typeof meetEntries.$inferInsert)[] = [];
    const resultRows: (typeof results.$inferInsert)[] = [];
    for (const r of plan.results) {
      const entryId = randomUUID();
      const meetId = meetIds.get(r.meetKey)!;
      const meetEventId = eventIds.get(`${r.meetKey}|${r.eventType}`)!;
      const athleteId = athleteIds.get(r.athleteSourceId)!;
      entryRows.push({ id: entryId, organizationId, meetId, meetEventId, athleteId });
      resultRows.push({
        ...r.columns,
        organizationId,
        meetId,
        meetEventId,
        entryId,
        athleteId,
        eventType: r.eventType,
        indoor: false,
        place: r.place,
      });
    }
    await insert(meetEntries, entryRows);
    await insert(results, resultRows);

    // the columns a competitor keeps (no points, legality or splits: they never rank for the team)
    const competitorRows = plan.competitors.map(
      ({ meetKey, eventType, name, team, place, columns: { points: _p, legal: _l, ...mark } }): typeof meetCompetitors.$inferInsert => ({
        ...mark,
        organizationId,
        meetId: meetIds.get(meetKey)!,
        meetEventId: eventIds.get(`${meetKey}|${eventType}`)!,
        name,
        team,
        place,
      }),
    );
    await insert(meetCompetitors, competitorRows);
    return {
      athletes: plan.athletes.length,
      meets: plan.meets.length,
      courses: newCourses.length,
      results: resultRows.length,
      competitors: competitorRows.length,
    };
  });
