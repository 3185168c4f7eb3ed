/**
 * A combined meet event (decathlon, heptathlon, pentathlon) as a meet within the meet: the marks of
 * each athlete entered, scored by core/combined. Saving a mark rewrites the totals of the event's
 * entries in results (decision 029): a points mark once every discipline has a mark (placed among
 * the athletes who finished), DNF once a discipline was not started, no result before.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CombinedMarkInput } from '@core/api/combined-events';
import { combinedStandings, type CombinedStanding } from '@core/combined';
import { isWindEvent, parseMark, parseWind, type Mark } from '@core/marks';
import { findCombinedEvent, type CombinedEvent } from '@core/sport-events/combined-events';
import { eventType as typeOf, findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import {
  athletes,
  combinedMarks,
  meetEntries,
  meetEvents,
  results,
  type AthleteRow,
  type CombinedMarkRow,
  type MeetEntryRow,
  type MeetEventRow,
  type MeetRow,
} from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { entryNotFound } from '../meets/entries';
import { eventNotFound, getMeetEventOr404 } from '../meets/meet-events';
import { assertOpenForResults, getMeetOr404 } from '../meets/meets';
import { isMeetVisible, type MeetScope } from '../meets/visibility';
import type { TeamSettings } from '../organizations/team-settings';
import type { DbOrTx } from '../results/load';
import { markColumns, markOfRow } from '../results/mark-row';
import { describeResult, recordChanges, type Actor } from '../results/history';
import { importConflictSet, resultValues } from '../results/save';

export interface CombinedAthleteRecord {
  entry: MeetEntryRow;
  athlete: AthleteRow;
  /** a total given without disciplines (a results import): the result's points while the athlete has no mark */
  givenTotal: number | null;
  /** by discipline position; null where no mark was entered */
  marks: (CombinedMarkRow | null)[];
  standing: CombinedStanding<string>;
}

export interface CombinedSheetRecord {
  meet: MeetRow;
  event: MeetEventRow;
  combined: CombinedEvent;
  athletes: CombinedAthleteRecord[];
}

/** The combined event a meet event runs, or undefined for a single event. */
export const combinedEventOf = (eventType: string): CombinedEvent | undefined => {
  const sport = findSportEvent(eventType);
  return sport ? findCombinedEvent(sport.event) : undefined;
};

/** The sport-event type of a discipline of the combined event ("male-long-jump"). */
export const disciplineType = (combined: CombinedEvent, discipline: string): string => typeOf(combined.gender, discipline);

const notCombined = (field: string, event: MeetEventRow) =>
  badRequest(`${field}: ${event.eventType} is not a combined event (decathlon, heptathlon, pentathlon)`, field);

/** The marks of a combined meet event's athletes, scored and placed; athletes by name (the grid's rows stay put as places change). */
const loadSheet = async (
  db: DbOrTx,
  organizationId: string,
  meet: MeetRow,
  event: MeetEventRow,
  combined: CombinedEvent,
): Promise<CombinedSheetRecord> => {
  const entries = await db
    .select({ entry: meetEntries, athlete: athletes })
    .from(meetEntries)
    .innerJoin(athletes, eq(athletes.id, meetEntries.athleteId))
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.meetEventId, event.id)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(meetEntries.id));
  const rows =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(combinedMarks)
          .where(
            and(
              eq(combinedMarks.organizationId, organizationId),
              inArray(
                combinedMarks.entryId,
                entries.map((e) => e.entry.id),
              ),
            ),
          );
  const byEntry = new Map<string, (CombinedMarkRow | null)[]>();
  for (const e of entries)
    byEntry.set(
      e.entry.id,
      combined.disciplines.map(() => null),
    );
  for (const row of rows) {
    const i = combined.disciplines.indexOf(row.discipline);
    const list = byEntry.get(row.entryId);
    if (list && i !== -1) list[i] = row;
  }
  const standings = combinedStandings(
    combined,
    entries.map((e) => ({
      key: e.entry.id,
      marks: byEntry.get(e.entry.id)!.map((m): Mark | null => (m ? markOfRow({ ...m, points: null }) : null)),
    })),
  );
  // an athlete without a discipline mark may have a total given as such by a results import
  const unmarked = entries.filter((e) => byEntry.get(e.entry.id)!.every((m) => m === null)).map((e) => e.entry.id);
  const given =
    unmarked.length === 0
      ? []
      : await db
          .select({ entryId: results.entryId, points: results.points })
          .from(results)
          .where(and(eq(results.organizationId, organizationId), inArray(results.entryId, unmarked)));
  const givenTotal = new Map(given.filter((g) => g.points !== null).map((g) => [g.entryId, g.points!]));
  return {
    meet,
    event,
    combined,
    athletes: entries.map((e, i) => ({
      entry: e.entry,
      athlete: e.athlete,
      givenTotal: givenTotal.get(e.entry.id) ?? null,
      marks: byEntry.get(e.entry.id)!,
      standing: standings[i]!,
    })),
  };
};

/** The sheet of a combined meet event; 404 for another team's event or one of a meet `scope` does not see (as an unknown event), 400 for a single event. */
export const getCombinedSheet = async (db: Db, organizationId: string, eventId: string, scope: MeetScope): Promise<CombinedSheetRecord> => {
  const event = await getMeetEventOr404(db, organizationId, eventId);
  const meet = await getMeetOr404(db, organizationId, event.meetId);
  if (!isMeetVisible(scope, meet)) throw eventNotFound();
  const combined = combinedEventOf(event.eventType);
  if (!combined) throw notCombined('query.eventId', event);
  return loadSheet(db, organizationId, meet, event, combined);
};

/**
 * Rewrites the totals of the event's entries in results from a loaded sheet (see the file's comment).
 * A total that changed (or came or went) gets a new version and a `computed` line in its result's
 * history, by whoever typed the discipline mark that changed it (decision 039).
 */
const writeTotals = async (
  tx: DbOrTx,
  organizationId: string,
  sheet: CombinedSheetRecord,
  settings: TeamSettings,
  actor: Actor,
): Promise<void> => {
  const finished = sheet.athletes.filter((a) => a.standing.complete);
  const places = new Map(
    combinedStandings(
      sheet.combined,
      finished.map((a) => ({ key: a.entry.id, marks: a.marks.map((m) => (m ? markOfRow({ ...m, points: null }) : null)) })),
    ).map((s) => [s.key, s.place]),
  );
  const values = sheet.athletes
    .filter((a) => a.standing.complete || a.standing.abandoned)
    .map((a) => {
      const mark: Mark = a.standing.abandoned ? { kind: 'non-mark', code: 'DNF' } : { kind: 'points', points: a.standing.total };
      const parsed = {
        ...markColumns(sheet.event.eventType, mark, null),
        mark,
        place: places.get(a.entry.id) ?? null,
        heat: null,
        splits: [],
        series: null,
      };
      return resultValues(organizationId, a.entry, sheet.event.eventType, sheet.meet.season, parsed);
    });
  const entryIds = sheet.athletes.map((a) => a.entry.id);
  if (entryIds.length === 0) return;
  const before = new Map(
    (
      await tx
        .select()
        .from(results)
        .where(and(eq(results.organizationId, organizationId), inArray(results.entryId, entryIds)))
        .for('update')
    ).map((r) => [r.entryId, r]),
  );
  const change = (entryId: string, version: number, from: string | null, to: string | null) => ({
    organizationId,
    entryId,
    kind: 'computed' as const,
    version,
    fromValue: from,
    toValue: to,
    actorId: actor.id,
    actorName: actor.name,
  });
  const scored = new Set(values.map((v) => v.entryId));
  // a total given without disciplines (a results import) stands until the athlete has a mark
  const given = new Set(sheet.athletes.filter((a) => a.givenTotal !== null).map((a) => a.entry.id));
  const unscored = entryIds.filter((id) => !scored.has(id) && !given.has(id));
  const changes = unscored.flatMap((id) => {
    const old = before.get(id);
    return old ? [change(id, old.version, describeResult(old, settings), null)] : [];
  });
  if (unscored.length > 0) {
    await tx.delete(results).where(and(eq(results.organizationId, organizationId), inArray(results.entryId, unscored)));
  }
  // only the totals that changed are written: the others keep their version
  const changed = values.filter((v) => {
    const old = before.get(v.entryId);
    return !old || describeResult(old, settings) !== describeResult({ ...old, ...v, series: null }, settings);
  });
  if (changed.length > 0) {
    const saved = await tx
      .insert(results)
      .values(changed)
      .onConflictDoUpdate({ target: results.entryId, set: importConflictSet })
      .returning();
    for (const row of saved) {
      const old = before.get(row.entryId);
      changes.push(change(row.entryId, row.version, old ? describeResult(old, settings) : null, describeResult(row, settings)));
    }
  }
  await recordChanges(tx, changes);
};

/** The entry (of this team) in a combined meet event, with its event, combined event and meet (open for results). */
const combinedEntry = async (db: Db, organizationId: string, entryId: string) => {
  const [found] = await db
    .select({ entry: meetEntries, event: meetEvents })
    .from(meetEntries)
    .innerJoin(meetEvents, eq(meetEvents.id, meetEntries.meetEventId))
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.id, entryId)))
    .limit(1);
  if (!found) throw entryNotFound();
  const combined = combinedEventOf(found.event.eventType);
  if (!combined || found.entry.athleteId === null) throw notCombined('query.entryId', found.event);
  const meet = await getMeetOr404(db, organizationId, found.entry.meetId);
  assertOpenForResults(meet);
  return { ...found, combined, meet };
};

const requireDiscipline = (combined: CombinedEvent, discipline: string, field: string): string => {
  if (!combined.disciplines.includes(discipline)) {
    throw badRequest(
      `${field}: "${discipline}" is not a discipline of the ${combined.displayName} (${combined.disciplines.join(', ')})`,
      field,
    );
  }
  return discipline;
};

/** Saves (creates or replaces) one discipline's mark of an entry, rewrites the totals, answers the sheet. */
export const saveCombinedMark = async (
  db: Db,
  organizationId: string,
  entryId: string,
  input: CombinedMarkInput,
  settings: TeamSettings,
  actor: Actor,
): Promise<CombinedSheetRecord> => {
  const { entry, event, combined, meet } = await combinedEntry(db, organizationId, entryId);
  const discipline = requireDiscipline(combined, input.discipline, 'body.discipline');
  const type = disciplineType(combined, discipline);
  const parsed = parseMark(type, input.mark, { handTimeConversion: settings.handTimeConversion, units: settings.units });
  if (!parsed.ok) throw badRequest(`body.mark: ${parsed.error}`, 'body.mark');
  let wind: number | null = null;
  if (input.wind && isWindEvent(type)) {
    const w = parseWind(input.wind);
    if (!w.ok) throw badRequest(`body.wind: ${w.error}`, 'body.wind');
    wind = w.mark;
  }
  const { markKind, ms, timing, mm, quarterInches, nonMark, windTenths } = markColumns(type, parsed.mark, wind);
  const columns = { markKind, ms, timing, mm, quarterInches, nonMark, windTenths, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    await tx
      .insert(combinedMarks)
      .values({ organizationId, meetId: entry.meetId, entryId: entry.id, discipline, ...columns })
      .onConflictDoUpdate({ target: [combinedMarks.entryId, combinedMarks.discipline], set: columns });
    const sheet = await loadSheet(tx, organizationId, meet, event, combined);
    await writeTotals(tx, organizationId, sheet, settings, actor);
    return sheet;
  });
};

/** Clears one discipline's mark of an entry (nothing to clear is fine), rewrites the totals, answers the sheet. */
export const deleteCombinedMark = async (
  db: Db,
  organizationId: string,
  entryId: string,
  discipline: string,
  settings: TeamSettings,
  actor: Actor,
): Promise<CombinedSheetRecord> => {
  const { entry, event, combined, meet } = await combinedEntry(db, organizationId, entryId);
  requireDiscipline(combined, discipline, 'query.discipline');
  return db.transaction(async (tx) => {
    await tx
      .delete(combinedMarks)
      .where(
        and(
          eq(combinedMarks.organizationId, organizationId),
          eq(combinedMarks.entryId, entry.id),
          eq(combinedMarks.discipline, discipline),
        ),
      );
    const sheet = await loadSheet(tx, organizationId, meet, event, combined);
    await writeTotals(tx, organizationId, sheet, settings, actor);
    return sheet;
  });
};
