/** Saving results: one entry's (create or replace, at the version the editor read), answered with its flags; deleting one. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResultFlags, ResultSave } from '@core/api/results';
import type { Db } from '../../db/database';
import { meetEntries, meetEvents, results, type MeetEntryRow, type MeetRow, type NewResultRow, type ResultRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { ResultRecord } from './records';
import { entryNotFound } from '../meets/entries';
import { assertOpenForResults, getMeetOr404 } from '../meets/meets';
import type { TeamSettings } from '../organizations/team-settings';
import { computeFlags } from './flags';
import { describeResult, recordChanges, type Actor } from './history';
import { staleResult } from './stale';
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

/**
 * An import replaces the mark, wind, place and heat (and a series: the file holds the mark alone) but
 * has no splits: a result's typed splits stay. It overwrites whatever version is saved, on purpose
 * (the file is the official result), and makes a new version (decision 039).
 */
export const importConflictSet = {
  ...onConflictSet,
  splits: sql.raw('"results"."splits"'),
  version: sql.raw('"results"."version" + 1'),
};

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

/** Loads saved rows with their joins and flags. */
const withFlags = async (
  db: DbOrTx,
  organizationId: string,
  meet: MeetRow,
  saved: ResultRow[],
  settings: TeamSettings,
): Promise<SavedResultRecord[]> => {
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

/** The entry's result, locked until the transaction ends (none: undefined). */
const lockedResult = async (tx: DbOrTx, organizationId: string, entryId: string): Promise<ResultRow | undefined> => {
  const [row] = await tx
    .select()
    .from(results)
    .where(and(eq(results.organizationId, organizationId), eq(results.entryId, entryId)))
    .for('update');
  return row;
};

/**
 * Saves one entry's result at the version the editor read (decision 039): `expectedVersion` null
 * creates the entry's first result, a number replaces that version of it. Another version saved
 * meanwhile (or a result created meanwhile) is refused with StaleResultError, never overwritten: the
 * insert does nothing on an existing result and the update matches the version named, so two saves
 * of one version cannot both pass. The change is written to the result's history (who, from, to) in
 * the same transaction.
 */
export const saveResult = async (
  db: Db,
  organizationId: string,
  entryId: string,
  input: ResultSave,
  settings: TeamSettings,
  actor: Actor,
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
  const { expectedVersion, ...typed } = input;
  const parsed = requireResultInput(found.eventType, typed, settings, 'body');
  return db.transaction(async (tx) => {
    const before = await lockedResult(tx, organizationId, entryId);
    if ((before?.version ?? null) !== expectedVersion) throw await staleResult(tx, organizationId, entryId);
    // in a field event kept as series, the series place the event's results (the others' places too)
    const place = await placeEventSeries(tx, organizationId, found.entry.meetEventId, found.eventType, {
      entryId,
      mark: parsed.mark,
      wind: windOfRow(parsed),
      series: parsed.series,
    });
    const placed = place === undefined ? parsed : { ...parsed, place };
    const values = resultValues(organizationId, found.entry, found.eventType, meet.season, placed);
    const [saved] =
      before === undefined
        ? await tx.insert(results).values(values).onConflictDoNothing({ target: results.entryId }).returning()
        : await tx
            .update(results)
            .set({ ...values, version: sql`${results.version} + 1` })
            .where(and(eq(results.id, before.id), eq(results.version, before.version)))
            .returning();
    if (!saved) throw await staleResult(tx, organizationId, entryId);
    await recordChanges(tx, [
      {
        organizationId,
        entryId,
        kind: before ? 'changed' : 'created',
        version: saved.version,
        fromValue: before ? describeResult(before, settings) : null,
        toValue: describeResult(saved, settings),
        actorId: actor.id,
        actorName: actor.name,
      },
    ]);
    const [record] = await withFlags(tx, organizationId, meet, [saved], settings);
    return record!;
  });
};

/**
 * Deletes a result at the version the editor read (another version: StaleResultError); in a field
 * event kept as series, the others' places follow. The delete is written to the result's history.
 */
export const deleteResult = async (
  db: Db,
  organizationId: string,
  resultId: string,
  version: number,
  settings: TeamSettings,
  actor: Actor,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(results)
      .where(and(eq(results.organizationId, organizationId), eq(results.id, resultId), eq(results.version, version)))
      .returning();
    if (!gone) {
      const [other] = await tx
        .select({ entryId: results.entryId })
        .from(results)
        .where(and(eq(results.organizationId, organizationId), eq(results.id, resultId)));
      if (!other) throw notFound('Result not found', 'result-not-found');
      throw await staleResult(tx, organizationId, other.entryId);
    }
    await recordChanges(tx, [
      {
        organizationId,
        entryId: gone.entryId,
        kind: 'deleted',
        version: gone.version,
        fromValue: describeResult(gone, settings),
        toValue: null,
        actorId: actor.id,
        actorName: actor.name,
      },
    ]);
    await placeEventSeries(tx, organizationId, gone.meetEventId, gone.eventType, null);
  });
};
