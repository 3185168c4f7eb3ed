/** The calendar between two dates: occurrences of team events and meets, soonest first. */
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addDays } from '@core/schedule/zoned-time';
import type { Db } from '../../db/database';
import { meets, type MeetRow } from '../../db/schema';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { isFor } from './audience';
import { MAX_OCCURRENCE_SHIFT_DAYS, seriesBetween } from './events';
import { occurrencesOf, type OccurrenceRecord } from './occurrences';
import { emptySummary, summariesFor, type AnswerSummary } from './responses';
import { eventKey, meetKey } from './targets';

type Entry = ({ type: 'event'; occurrence: OccurrenceRecord } | { type: 'meet'; meet: MeetRow }) & { key: string; sortKey: string };
export type CalendarEntry = Entry & { answers: AnswerSummary };

export interface CalendarQuery {
  /** first and last day (inclusive), team's zone */
  from: string;
  to: string;
  /** event groups the caller sees (null: all) */
  audience: string[] | null;
  kind?: string;
  /** the meets the caller sees (meets/visibility: no drafts for an invitee) */
  meetScope: MeetScope;
  limit: number;
}

export const meetsBetween = async (db: Db, organizationId: string, from: string, to: string, scope: MeetScope): Promise<MeetRow[]> => {
  const where: (SQL | undefined)[] = [
    eq(meets.organizationId, organizationId),
    lte(meets.startDate, to),
    gte(meets.endDate, from),
    visibleMeets(scope),
  ];
  return db
    .select()
    .from(meets)
    .where(and(...where))
    .orderBy(asc(meets.startDate), asc(meets.name));
};

/** Occurrences (cancelled included, marked) and meets of [from, to], with answer counts and the caller's own answer. */
export const listCalendar = async (
  db: Db,
  organizationId: string,
  userId: string,
  q: CalendarQuery,
): Promise<{ entries: CalendarEntry[]; truncated: boolean }> => {
  const fromLocal = `${q.from}T00:00`;
  const toLocal = `${addDays(q.to, 1)}T00:00`;
  const pad = MAX_OCCURRENCE_SHIFT_DAYS + 1;
  const [series, meetRows] = await Promise.all([
    q.kind === 'meet'
      ? []
      : seriesBetween(db, organizationId, `${addDays(q.from, -pad)}T00:00`, `${addDays(q.to, pad + 1)}T00:00`, q.audience),
    q.kind && q.kind !== 'meet' ? [] : meetsBetween(db, organizationId, q.from, q.to, q.meetScope),
  ]);
  const entries: Entry[] = [];
  for (const rec of series) {
    if (q.kind && rec.event.kind !== q.kind) continue;
    if (!isFor(rec.event.audience, q.audience)) continue;
    for (const occurrence of occurrencesOf(rec, fromLocal, toLocal)) {
      entries.push({ type: 'event', occurrence, key: eventKey(rec.event.id, occurrence.occurrence), sortKey: occurrence.startLocal });
    }
  }
  for (const meet of meetRows) entries.push({ type: 'meet', meet, key: meetKey(meet.id), sortKey: `${meet.startDate}T00:00` });
  entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.key < b.key ? -1 : 1));
  const truncated = entries.length > q.limit;
  const kept = entries.slice(0, q.limit);
  const summaries = await summariesFor(
    db,
    organizationId,
    kept.map((e) => e.key),
    userId,
  );
  return { entries: kept.map((e): CalendarEntry => ({ ...e, answers: summaries.get(e.key) ?? emptySummary() })), truncated };
};
