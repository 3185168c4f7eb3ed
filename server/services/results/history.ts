/**
 * A result's history (decision 039): every change of an entry's result, who made it, when, from what
 * to what. The results services write it in the transaction of the change (saveResult, deleteResult,
 * the import, the combined-event totals); coaches read it when a mark is disputed.
 */
import { and, desc, eq } from 'drizzle-orm';
import { formatMark, formatSeries, formatWind, isWindEvent } from '@core/marks';
import type { Db } from '../../db/database';
import { resultChanges, type NewResultChangeRow, type ResultChangeRow, type ResultRow, type UserRow } from '../../db/schema';
import { getEntryOr404 } from '../meets/entries';
import { markOptions, type TeamSettings } from '../organizations/team-settings';
import type { DbOrTx } from './load';
import { markOfRow, windOfRow } from './mark-row';

/** Who made a change: the account (null once deleted) and the name shown. */
export interface Actor {
  id: string | null;
  name: string;
}

export const actorOf = (user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): Actor => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || 'A team member',
});

type Describable = Pick<
  ResultRow,
  'eventType' | 'series' | 'place' | 'heat' | 'markKind' | 'ms' | 'timing' | 'mm' | 'quarterInches' | 'nonMark' | 'points' | 'windTenths'
>;

/**
 * A result as one line of its history, in the team's units: the mark (or the series as typed) with
 * its wind, place and heat ("44.44 (+1.2), place 2, heat 1").
 */
export const describeResult = (row: Describable, settings: TeamSettings): string => {
  const parts: string[] = [];
  if (row.series) parts.push(formatSeries(row.eventType, row.series, settings.units));
  else {
    const wind = windOfRow(row);
    const mark = formatMark(row.eventType, markOfRow(row), markOptions(settings));
    parts.push(wind !== null && isWindEvent(row.eventType) ? `${mark} (${formatWind(wind)})` : mark);
  }
  if (row.place !== null) parts.push(`place ${row.place}`);
  if (row.heat !== null) parts.push(`heat ${row.heat}`);
  return parts.join(', ');
};

/** Writes changes of results; called inside the transaction that made them. */
export const recordChanges = async (tx: DbOrTx, changes: NewResultChangeRow[]): Promise<void> => {
  if (changes.length > 0) await tx.insert(resultChanges).values(changes);
};

/** The latest change of an entry's result (who saved what a stale save is told of), or null. */
export const lastChange = async (db: DbOrTx, organizationId: string, entryId: string): Promise<ResultChangeRow | null> => {
  const [row] = await db
    .select()
    .from(resultChanges)
    .where(and(eq(resultChanges.organizationId, organizationId), eq(resultChanges.entryId, entryId)))
    .orderBy(desc(resultChanges.createdAt), desc(resultChanges.version))
    .limit(1);
  return row ?? null;
};

/** The changes of an entry's result, newest first; 404 for an entry of another team. */
export const loadHistory = async (db: Db, organizationId: string, entryId: string): Promise<ResultChangeRow[]> => {
  await getEntryOr404(db, organizationId, entryId);
  return db
    .select()
    .from(resultChanges)
    .where(and(eq(resultChanges.organizationId, organizationId), eq(resultChanges.entryId, entryId)))
    .orderBy(desc(resultChanges.createdAt), desc(resultChanges.id));
};
