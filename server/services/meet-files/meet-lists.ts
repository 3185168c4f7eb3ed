/**
 * A meet's start lists, as the heat sheet, the seeding and every file out read them: its events in
 * running order (scheduled time, then the meet's order), each with its entries (athlete or relay
 * team with the legs' athlete rows), seed, heat and lane. Seeds come from the one place that computes
 * them (meets/detail.ts, meets/seeds.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  athletes,
  organizations,
  relayLegs,
  type AthleteRow,
  type MeetEventRow,
  type MeetRow,
  type OrganizationRow,
} from '../../db/schema';
import type { TeamSettings } from '../organizations/team-settings';
import { loadMeetEvents, type EntryRecord } from '../meets/detail';
import type { MeetScope } from '../meets/visibility';
import { getVisibleMeetOr404 } from '../meets/visibility';

export interface ListedLeg {
  athlete: AthleteRow;
  position: number;
  alternate: boolean;
}

export interface ListedEntry {
  record: EntryRecord;
  /** relay legs then alternates, by position; [] for an individual entry */
  legs: ListedLeg[];
}

export interface ListedEvent {
  event: MeetEventRow;
  /** the event's number in the meet's order (1-based): the heat sheet's "Event 3" and the FinishLynx event number */
  number: number;
  entries: ListedEntry[];
}

export interface MeetLists {
  meet: MeetRow;
  team: Pick<OrganizationRow, 'id' | 'name'>;
  events: ListedEvent[];
}

/** Events by scheduled time ("HH:MM" sorts as text), those without one after, each group in the meet's order. */
export const runningOrder = <T extends { event: Pick<MeetEventRow, 'scheduledTime'>; number: number }>(events: T[]): T[] =>
  [...events].sort((a, b) => {
    const ta = a.event.scheduledTime;
    const tb = b.event.scheduledTime;
    if (ta !== tb) return ta === null ? 1 : tb === null ? -1 : ta.localeCompare(tb);
    return a.number - b.number;
  });

/** Seeded entries by heat and lane, then the unseeded ones by name. */
const byHeatAndLane = (a: ListedEntry, b: ListedEntry): number => {
  const ea = a.record.entry;
  const eb = b.record.entry;
  if ((ea.heat === null) !== (eb.heat === null)) return ea.heat === null ? 1 : -1;
  return (ea.heat ?? 0) - (eb.heat ?? 0) || (ea.lane ?? 0) - (eb.lane ?? 0);
};

export const loadMeetLists = async (
  db: Db,
  organizationId: string,
  meetId: string,
  settings: TeamSettings,
  scope: MeetScope,
): Promise<MeetLists> => {
  const meet = await getVisibleMeetOr404(db, organizationId, meetId, scope);
  const [team] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const events = await loadMeetEvents(db, organizationId, meetId, settings);
  const relayIds = events.flatMap((e) => e.entries.filter((r) => r.entry.athleteId === null).map((r) => r.entry.id));
  const legRows = relayIds.length
    ? await db
        .select({ entryId: relayLegs.entryId, position: relayLegs.position, alternate: relayLegs.alternate, athlete: athletes })
        .from(relayLegs)
        .innerJoin(athletes, eq(athletes.id, relayLegs.athleteId))
        .where(inArray(relayLegs.entryId, relayIds))
        .orderBy(asc(relayLegs.entryId), asc(relayLegs.position))
    : [];
  const legsOf = (entryId: string): ListedLeg[] => legRows.filter((l) => l.entryId === entryId).map(({ entryId: _e, ...leg }) => leg);
  const listed = events.map(({ event, entries }, i) => ({
    event,
    number: i + 1,
    entries: entries.map((record) => ({ record, legs: legsOf(record.entry.id) })).sort(byHeatAndLane),
  }));
  return { meet, team: team!, events: runningOrder(listed) };
};

/** The name a start list shows: "Ana Lopez", or the relay team's name. */
export const entryName = (e: ListedEntry): string =>
  e.record.athlete ? `${e.record.athlete.firstName} ${e.record.athlete.lastName}` : (e.record.entry.relayName ?? 'Relay');
