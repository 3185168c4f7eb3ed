/**
 * A meet with its events, their entries (athlete or relay team with legs, seed mark) and results,
 * each result with its PR / season-best flags as they were when it was run: six queries for the
 * whole meet.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ResultFlags } from '@core/api/results';
import type { Db } from '../../db/database';
import { athletes, meetEntries, meetEvents, meets, results, type AthleteRow, type MeetEntryRow, type MeetEventRow } from '../../db/schema';
import type { RelayLegRecord, ResultRecord } from '../results/records';
import type { TeamSettings } from '../organizations/team-settings';
import { computeFlags } from '../results/flags';
import { loadLegs, selectResults, toRecord, type DbOrTx } from '../results/load';
import { getMeetRecord, type MeetRecord } from './meets';
import { loadSeeds, type SeedRecord } from './seeds';
import type { MeetScope } from './visibility';

export interface EntryRecord {
  entry: MeetEntryRow;
  /** the meet event's type (female-100m) */
  eventType: string;
  athlete: AthleteRow | null;
  legs: RelayLegRecord[] | null;
  /** the typed seed, else the athlete's season best going into the meet; null: neither */
  seed: SeedRecord | null;
  result: ResultRecord | null;
  /** null without a result */
  flags: ResultFlags | null;
}

export interface MeetEventRecord {
  event: MeetEventRow;
  entries: EntryRecord[];
}

export interface MeetDetailRecord extends MeetRecord {
  events: MeetEventRecord[];
}

const placeOrder = (a: EntryRecord, b: EntryRecord): number => {
  const pa = a.result?.row.place ?? Number.MAX_SAFE_INTEGER;
  const pb = b.result?.row.place ?? Number.MAX_SAFE_INTEGER;
  const na = a.athlete ? `${a.athlete.lastName} ${a.athlete.firstName}`.toLowerCase() : (a.entry.relayName ?? '');
  const nb = b.athlete ? `${b.athlete.lastName} ${b.athlete.firstName}`.toLowerCase() : (b.entry.relayName ?? '');
  return pa - pb || na.localeCompare(nb);
};

/** Flags of many results in one query (computeFlags), in the order given; null where there is no result. */
const flagsOf = async (
  db: DbOrTx,
  organizationId: string,
  records: (ResultRecord | null)[],
  settings: TeamSettings,
): Promise<(ResultFlags | null)[]> => {
  const withResult = records.filter((r): r is ResultRecord => r !== null);
  if (withResult.length === 0) return records.map(() => null);
  const flags = await computeFlags(
    db,
    organizationId,
    withResult.map((r) => ({ row: r.row, date: r.date, season: r.season, seasonYear: r.seasonYear })),
    settings,
  );
  const byResult = new Map(withResult.map((r, i) => [r.row.id, flags[i]!]));
  return records.map((r) => (r ? (byResult.get(r.row.id) ?? null) : null));
};

/** Entries (with their athlete, legs, result and its flags) of some meet events, or of one entry. */
export const loadEntries = async (
  db: DbOrTx,
  organizationId: string,
  filter: { eventIds?: string[]; entryIds?: string[] },
  settings: TeamSettings,
): Promise<EntryRecord[]> => {
  const cond = filter.entryIds ? inArray(meetEntries.id, filter.entryIds) : inArray(meetEntries.meetEventId, filter.eventIds ?? []);
  const rows = await db
    .select({
      entry: meetEntries,
      athlete: athletes,
      eventType: meetEvents.eventType,
      meet: { id: meets.id, season: meets.season, seasonYear: meets.seasonYear, startDate: meets.startDate },
    })
    .from(meetEntries)
    .innerJoin(meetEvents, eq(meetEvents.id, meetEntries.meetEventId))
    .innerJoin(meets, eq(meets.id, meetEntries.meetId))
    .leftJoin(athletes, eq(athletes.id, meetEntries.athleteId))
    .where(and(eq(meetEntries.organizationId, organizationId), cond));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.entry.id);
  const [legs, resultRows, seeds] = await Promise.all([
    loadLegs(
      db,
      rows.filter((r) => r.entry.athleteId === null).map((r) => r.entry.id),
    ),
    selectResults(db, organizationId, inArray(results.entryId, ids)),
    loadSeeds(db, organizationId, rows, settings),
  ]);
  const byEntry = new Map(resultRows.map((s) => [s.row.entryId, s]));
  const records = rows.map(({ entry, athlete, eventType }, i) => {
    const entryLegs = entry.athleteId === null ? (legs.get(entry.id) ?? []) : null;
    const selected = byEntry.get(entry.id);
    return { entry, eventType, athlete, legs: entryLegs, seed: seeds[i] ?? null, result: selected ? toRecord(selected, entryLegs) : null };
  });
  const flags = await flagsOf(
    db,
    organizationId,
    records.map((r) => r.result),
    settings,
  );
  return records.map((r, i) => ({ ...r, flags: flags[i] ?? null }));
};

export const loadMeetEvents = async (
  db: DbOrTx,
  organizationId: string,
  meetId: string,
  settings: TeamSettings,
  eventId?: string,
): Promise<MeetEventRecord[]> => {
  const events = await db
    .select()
    .from(meetEvents)
    .where(
      and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId), eventId ? eq(meetEvents.id, eventId) : undefined),
    )
    .orderBy(asc(meetEvents.position), asc(meetEvents.createdAt));
  const entries = await loadEntries(db, organizationId, { eventIds: events.map((e) => e.id) }, settings);
  return events.map((event) => ({ event, entries: entries.filter((e) => e.entry.meetEventId === event.id).sort(placeOrder) }));
};

/** A meet the caller sees (`scope`; 404 otherwise) with its events, entries and results. */
export const loadMeetDetail = async (
  db: Db,
  organizationId: string,
  meetId: string,
  settings: TeamSettings,
  scope: MeetScope,
): Promise<MeetDetailRecord> => {
  const record = await getMeetRecord(db, organizationId, meetId, scope);
  return { ...record, events: await loadMeetEvents(db, organizationId, meetId, settings) };
};
