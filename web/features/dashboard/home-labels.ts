import type { ResultSummary } from '@core/api/results';
import { findSportEvent } from '@core/sport-events/sport-events';
import { usMonth } from '../../lib/date-labels';

/** What a PR beat: "was 12.61", or "first mark" for an athlete's first legal mark in the event. */
export const prComparison = (previous: string | null): string => (previous === null ? 'first mark' : `was ${previous}`);

/** "100m", "55m (Indoor)", "Long Jump (Indoor)": an outdoor event marked at an indoor meet says so (PRs are kept apart). */
export const prEventName = ({ eventType, indoor }: Pick<ResultSummary, 'eventType' | 'indoor'>): string => {
  const event = findSportEvent(eventType);
  if (!event) return eventType;
  return indoor && event.category !== 'indoor' ? `${event.displayName} (Indoor)` : event.displayName;
};

/** 'new' shows the first steps; 'established' the compact invite; 'unknown' while the counts load. */
export type TeamStage = 'unknown' | 'new' | 'established';

export interface TeamCounts {
  /** roster size (all statuses) */
  athletes?: number;
  /** meets from today on */
  upcomingMeets?: number;
  /** every meet; only needed when there is none ahead */
  allMeets?: number;
}

/** A team is new while it has no athletes or no meets; decided as soon as the known counts allow. */
export const teamStage = ({ athletes, upcomingMeets, allMeets }: TeamCounts): TeamStage => {
  if (athletes === 0 || allMeets === 0) return 'new';
  const hasMeets = (upcomingMeets ?? 0) > 0 || (allMeets ?? 0) > 0;
  if (athletes === undefined || !hasMeets) return 'unknown';
  return 'established';
};

export interface MeetPrs<T> {
  meetId: string;
  meetName: string;
  date: string;
  items: T[];
}

/** Recent PRs under their meet, the meets in the order the server sent them (newest first). */
export const groupByMeet = <T extends { result: Pick<ResultSummary, 'meetId' | 'meetName' | 'date'> }>(
  items: readonly T[],
): MeetPrs<T>[] => {
  const groups = new Map<string, MeetPrs<T>>();
  for (const item of items) {
    const { meetId, meetName, date } = item.result;
    const group = groups.get(meetId);
    if (group) group.items.push(item);
    else groups.set(meetId, { meetId, meetName, date, items: [item] });
  }
  return [...groups.values()];
};

/** The calendar tile of a meet: { month: 'Dec', day: '5' } for 2026-12-05 (the date as written, no time zone shift). */
export const dateTile = (iso: string): { month: string; day: string } => {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return { month: usMonth(date), day: String(date.getUTCDate()) };
};

/**
 * The `count` members who joined last, newest first. Join times are ISO timestamps, which order as
 * plain strings: `localeCompare` would load ICU's collation data on the first load (about 16 ms
 * on a fast machine, 4x that on a phone).
 */
export const newestMembers = <T extends { joinedAt: string }>(members: readonly T[], count: number): T[] =>
  [...members].sort((a, b) => (a.joinedAt < b.joinedAt ? 1 : a.joinedAt > b.joinedAt ? -1 : 0)).slice(0, count);
