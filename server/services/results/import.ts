/** Results import into one meet: preview (errors, events to add, results replaced) and an all-or-nothing commit. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMark } from '@core/marks';
import type { ResultImportPreview } from '@core/api/results';
import type { Db } from '../../db/database';
import { athletes, meetEntries, meetEvents, results, type MeetRow } from '../../db/schema';
import { importRowError } from '../athletes/import';
import { parseTable } from '../athletes/table-text';
import { assertOpenForResults, getMeetOr404 } from '../meets/meets';
import type { TeamSettings } from '../performance/team-settings';
import { readResultRows, rosterEntry, type ResultCandidate } from './import-rows';
import { onConflictSet, resultValues } from './save';

const CHUNK = 1000;

interface Plan {
  meet: MeetRow;
  columns: string[];
  rows: ResultCandidate[];
  /** meet event id by event type (the final, else the first round) */
  eventIds: Map<string, string>;
  newEvents: string[];
  /** athlete|event ids that already have a result at this meet */
  withResult: Set<string>;
}

const plan = async (db: Db, organizationId: string, meetId: string, text: string, settings: TeamSettings): Promise<Plan> => {
  const meet = await getMeetOr404(db, organizationId, meetId);
  const table = parseTable(text);
  const [roster, events, existing] = await Promise.all([
    db.select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, gender: athletes.gender }).from(athletes).where(eq(athletes.organizationId, organizationId)),
    db.select().from(meetEvents).where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId))),
    db
      .select({ athleteId: results.athleteId, meetEventId: results.meetEventId })
      .from(results)
      .where(and(eq(results.organizationId, organizationId), eq(results.meetId, meetId))),
  ]);
  const { columns, rows } = readResultRows(table, roster.map(rosterEntry), settings);
  const eventIds = new Map<string, string>();
  for (const e of [...events].sort((a, b) => Number(b.round === 'final') - Number(a.round === 'final') || a.position - b.position)) {
    if (!eventIds.has(e.eventType)) eventIds.set(e.eventType, e.id);
  }
  const newEvents = [...new Set(rows.map((r) => r.eventType).filter((t): t is string => t !== null && !eventIds.has(t)))];
  return { meet, columns, rows, eventIds, newEvents, withResult: new Set(existing.map((e) => `${e.athleteId}|${e.meetEventId}`)) };
};

export const previewResultImport = async (db: Db, organizationId: string, meetId: string, text: string, settings: TeamSettings): Promise<ResultImportPreview> => {
  const p = await plan(db, organizationId, meetId, text, settings);
  const rows = p.rows.map((r) => {
    const eventId = r.eventType ? p.eventIds.get(r.eventType) : undefined;
    return {
      row: r.row,
      eventType: r.eventType,
      athleteId: r.athlete?.id ?? null,
      athleteName: r.athlete ? `${r.athlete.firstName} ${r.athlete.lastName}` : r.athleteName,
      mark: r.parsed?.mark ?? null,
      display: r.parsed && r.eventType ? formatMark(r.eventType, r.parsed.mark, { units: settings.units }) : null,
      wind: r.parsed?.windTenths == null ? null : r.parsed.windTenths / 10,
      place: r.parsed?.place ?? null,
      heat: r.parsed?.heat ?? null,
      replaces: Boolean(eventId && r.athlete && p.withResult.has(`${r.athlete.id}|${eventId}`)),
      errors: r.errors,
    };
  });
  return { columns: p.columns, rows, errorCount: rows.filter((r) => r.errors.length > 0).length, newEvents: p.newEvents };
};

/** Writes every row in one transaction (missing meet events and entries are created), or nothing when any row is bad. */
export const commitResultImport = async (
  db: Db,
  organizationId: string,
  meetId: string,
  text: string,
  settings: TeamSettings,
): Promise<{ imported: number; createdEvents: number }> => {
  const p = await plan(db, organizationId, meetId, text, settings);
  assertOpenForResults(p.meet);
  const bad = p.rows.find((r) => r.errors.length > 0);
  if (bad) throw importRowError(bad.row, bad.errors[0]!);
  await db.transaction(async (tx) => {
    const eventIds = new Map(p.eventIds);
    if (p.newEvents.length > 0) {
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${meetEvents.position}) + 1, 0)::int` })
        .from(meetEvents)
        .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)))) as [{ next: number }];
      const created = await tx
        .insert(meetEvents)
        .values(p.newEvents.map((eventType, i) => ({ organizationId, meetId, eventType, round: 'final', position: next + i })))
        .returning();
      for (const e of created) eventIds.set(e.eventType, e.id);
    }
    const wanted = p.rows.map((r) => ({ organizationId, meetId, meetEventId: eventIds.get(r.eventType!)!, athleteId: r.athlete!.id }));
    for (let i = 0; i < wanted.length; i += CHUNK) await tx.insert(meetEntries).values(wanted.slice(i, i + CHUNK)).onConflictDoNothing();
    const entries = await tx
      .select()
      .from(meetEntries)
      .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.meetId, meetId), inArray(meetEntries.meetEventId, [...new Set(wanted.map((w) => w.meetEventId))])));
    const entryOf = new Map(entries.map((e) => [`${e.meetEventId}|${e.athleteId}`, e]));
    const values = p.rows.map((r, i) => resultValues(organizationId, entryOf.get(`${wanted[i]!.meetEventId}|${r.athlete!.id}`)!, r.eventType!, p.meet.season, r.parsed!));
    for (let i = 0; i < values.length; i += CHUNK) {
      await tx
        .insert(results)
        .values(values.slice(i, i + CHUNK))
        .onConflictDoUpdate({ target: results.entryId, set: onConflictSet });
    }
  });
  return { imported: p.rows.length, createdEvents: p.newEvents.length };
};
