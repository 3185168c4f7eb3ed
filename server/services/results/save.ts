/** Saving results: one entry's (create or replace), or many of one meet in one transaction; each answered with its flags. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResultFlags, ResultInput } from '@core/api/results';
import type { Db } from '../../db/database';
import { meetEntries, meetEvents, results, type MeetEntryRow, type MeetRow, type NewResultRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { ResultRecord } from './records';
import { entryNotFound } from '../meets/entries';
import { assertOpenForResults, getMeetOr404 } from '../meets/meets';
import type { TeamSettings } from '../organizations/team-settings';
import { computeFlags } from './flags';
import { selectResults, withLegs, type DbOrTx } from './load';
import { isIndoorMark, windOfRow } from './mark-row';
import { placeEventSeries } from './series-places';
import { requireResultInput, type ParsedResult } from './parse-input';

interface SavedResultRecord {
  record: ResultRecord;
  flags: ResultFlags;
}

const UPDATED = [
  'mark_kind',
  'ms',
  'timing',
  'mm',
  'quarter_inches',
  'non_mark',
  'points',
  'wind_tenths',
  'wind_aided',
  'legal',
  'sort_value',
  'sort_value_raw',
  'place',
  'heat',
  'splits',
  'series',
  'updated_at',
] as const;
const onConflictSet = Object.fromEntries(
  UPDATED.map((c) => [c.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase()), sql.raw(`excluded.${c}`)]),
);

/** An import replaces the mark, wind, place and heat (and a series: the file holds the mark alone) but has no splits: a result's typed splits stay. */
export const importConflictSet = { ...onConflictSet, splits: sql.raw('"results"."splits"') };

export const resultValues = (
  organizationId: string,
  entry: Pick<MeetEntryRow, 'id' | 'meetId' | 'meetEventId' | 'athleteId'>,
  eventType: string,
  meetSeason: string,
  parsed: ParsedResult,
): NewResultRow => {
  const { mark: _mark, ...columns } = parsed;
  return {
    ...columns,
    organizationId,
    meetId: entry.meetId,
    meetEventId: entry.meetEventId,
    entryId: entry.id,
    athleteId: entry.athleteId,
    eventType,
    indoor: isIndoorMark(eventType, meetSeason),
    updatedAt: new Date(),
  };
};

/** Inserts or replaces results (one per entry), then loads them with their joins and flags. */
const upsertResults = async (
  db: DbOrTx,
  organizationId: string,
  meet: MeetRow,
  values: NewResultRow[],
  settings: TeamSettings,
): Promise<SavedResultRecord[]> => {
  const saved = await db.insert(results).values(values).onConflictDoUpdate({ target: results.entryId, set: onConflictSet }).returning();
  const flags = await computeFlags(
    db,
    organizationId,
    saved.map((row) => ({ row, date: meet.startDate, season: meet.season, seasonYear: meet.seasonYear })),
    settings,
  );
  const records = await withLegs(
    db,
    await selectResults(
      db,
      organizationId,
      inArray(
        results.id,
        saved.map((r) => r.id),
      ),
    ),
  );
  const byId = new Map(records.map((r) => [r.row.id, r]));
  return saved.map((row, i) => ({ record: byId.get(row.id)!, flags: flags[i]! }));
};

/** Saves one entry's result. */
export const saveResult = async (
  db: Db,
  organizationId: string,
  entryId: string,
  input: ResultInput,
  settings: TeamSettings,
): Promise<SavedResultRecord> => {
  const [found] = await db
    .select({ entry: meetEntries, eventType: meetEvents.eventType })
    .from(meetEntries)
    .innerJoin(meetEvents, eq(meetEvents.id, meetEntries.meetEventId))
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.id, entryId)))
    .limit(1);
  if (!found) throw entryNotFound();
  const meet = await getMeetOr404(db, organizationId, found.entry.meetId);
  assertOpenForResults(meet);
  const parsed = requireResultInput(found.eventType, input, settings, 'body');
  return db.transaction(async (tx) => {
    // in a field event kept as series, the series place the event's results (the others' places too)
    const place = await placeEventSeries(tx, organizationId, found.entry.meetEventId, found.eventType, {
      entryId,
      mark: parsed.mark,
      wind: windOfRow(parsed),
      series: parsed.series,
    });
    const placed = place === undefined ? parsed : { ...parsed, place };
    const [saved] = await upsertResults(
      tx,
      organizationId,
      meet,
      [resultValues(organizationId, found.entry, found.eventType, meet.season, placed)],
      settings,
    );
    return saved!;
  });
};

/** Deletes a result; in a field event kept as series, the others' places follow. */
export const deleteResult = async (db: Db, organizationId: string, resultId: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(results)
      .where(and(eq(results.organizationId, organizationId), eq(results.id, resultId)))
      .returning({ meetEventId: results.meetEventId, eventType: results.eventType });
    if (!gone) throw notFound('Result not found', 'result-not-found');
    await placeEventSeries(tx, organizationId, gone.meetEventId, gone.eventType, null);
  });
};
