/**
 * A team's qualifying standards (decision 025): stored marks with the results' sort keys, written by
 * staff, and read against athletes' season bests (the progress table) and against saved results (the
 * "qualified" flag, results/flags.ts, by the one when-run rule). A relay standard is met by the team's relay.
 */
import type { HandTimeConversion, HandTimeRule } from '@core/marks';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StandardInput } from '@core/api/performance';
import type { MeetSeason } from '@core/api/results';
import { parseMark, type Mark } from '@core/marks';
import { isMeasuredXc } from '@core/sport-events/measured-xc';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { standards, type StandardRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { DbOrTx } from '../results/load';
import { markColumns, markOfRow, sortKeyOf } from '../results/mark-row';

/** The canonical mark of a standard. */
export const standardMark = (row: StandardRow): Mark => markOfRow({ ...row, nonMark: null, points: null });

/** The sort key a standard is met by (lower is better), under the team's hand-time setting. */
export const standardKey = (row: Pick<StandardRow, 'sortValue' | 'sortValueRaw'>, conversion: HandTimeConversion): number =>
  sortKeyOf(row, conversion)!;

/** Whether a mark's sort key meets the standard. */
export const meetsStandard = (value: number, standard: StandardRow, conversion: HandTimeConversion): boolean =>
  value <= standardKey(standard, conversion);

/** How far a mark's sort key is from the standard, in percent of the standard; 0 or less: met. */
export const percentAway = (value: number, standard: StandardRow, conversion: HandTimeConversion): number => {
  const key = standardKey(standard, conversion);
  return Math.round(((value - key) / Math.abs(key)) * 10_000) / 100;
};

/**
 * The columns of a standard as typed, or a 400 naming the field. A hand time's converted key is the
 * team's rule's (`rule`), as a result's is; a change of rule recomputes it (organizations/hand-time-rule.ts).
 */
const standardValues = (input: StandardInput, rule: HandTimeRule) => {
  const sport = findSportEvent(input.eventType);
  if (!sport) throw badRequest(`body.eventType: Unknown event "${input.eventType}"`, 'body.eventType');
  // a standard is for a standard distance, never one course's measured one (decision 058)
  if (isMeasuredXc(sport.type))
    throw badRequest(
      `body.eventType: ${sport.displayName} is a course's measured distance: standards are for standard events`,
      'body.eventType',
    );
  const parsed = parseMark(sport.type, input.mark);
  if (!parsed.ok) throw badRequest(`body.mark: ${parsed.error}`, 'body.mark');
  if (parsed.mark.kind === 'non-mark' || parsed.mark.kind === 'points')
    throw badRequest('body.mark: A standard is a time or a distance', 'body.mark');
  const columns = markColumns(sport.type, parsed.mark, null, rule);
  return {
    name: input.name.trim(),
    level: input.level,
    eventType: sport.type,
    season: input.season,
    markKind: columns.markKind,
    ms: columns.ms,
    timing: columns.timing,
    mm: columns.mm,
    quarterInches: columns.quarterInches,
    sortValue: columns.sortValue!,
    sortValueRaw: columns.sortValueRaw!,
  };
};

export const listStandards = (
  db: DbOrTx,
  organizationId: string,
  filter: { eventTypes?: string[]; season?: MeetSeason } = {},
): Promise<StandardRow[]> => {
  const where = [eq(standards.organizationId, organizationId)];
  if (filter.eventTypes) where.push(inArray(standards.eventType, filter.eventTypes.length ? filter.eventTypes : ['']));
  if (filter.season) where.push(eq(standards.season, filter.season));
  return db
    .select()
    .from(standards)
    .where(and(...where))
    .orderBy(asc(standards.eventType), asc(standards.sortValue), asc(standards.name));
};

export const createStandard = async (db: Db, organizationId: string, input: StandardInput, rule: HandTimeRule): Promise<StandardRow> => {
  const [row] = await db
    .insert(standards)
    .values({ organizationId, ...standardValues(input, rule) })
    .returning();
  return row!;
};

export const updateStandard = async (
  db: Db,
  organizationId: string,
  id: string,
  input: StandardInput,
  rule: HandTimeRule,
): Promise<StandardRow> => {
  const [row] = await db
    .update(standards)
    .set({ ...standardValues(input, rule), updatedAt: new Date() })
    .where(and(eq(standards.organizationId, organizationId), eq(standards.id, id)))
    .returning();
  if (!row) throw notFound('Standard not found');
  return row;
};

export const removeStandard = async (db: Db, organizationId: string, id: string): Promise<void> => {
  const [row] = await db
    .delete(standards)
    .where(and(eq(standards.organizationId, organizationId), eq(standards.id, id)))
    .returning({ id: standards.id });
  if (!row) throw notFound('Standard not found');
};
