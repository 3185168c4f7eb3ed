/**
 * Heats, lanes and flights from seed marks (core/meet-files/seeding.ts decides them), saved on the
 * entries; a coach then moves an entry by hand (moveEntry). Seeding again replaces the heats of the
 * events it seeds. Entries change, so the team's data version is bumped by the entries' trigger.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { comparableMark } from '@core/marks';
import { requireMarkEvent } from '@core/marks/events';
import { seedHeats, seedingStyleOf, type SeedingEntry } from '@core/meet-files';
import type { Db } from '../../db/database';
import { meetEntries } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { markOptions, type TeamSettings } from '../organizations/team-settings';
import { getEntryOr404 } from '../meets/entries';
import { eventNotFound } from '../meets/meet-events';
import type { ListedEvent, MeetLists } from './meet-lists';

export interface SeedOptions {
  eventId?: string;
  lanes: number;
  waterfallSize: number;
  flightSize: number;
}

/** an entry's version is bumped by every change of it (decision 039), its heat and lane too */
const sqlVersionBump = sql`${meetEntries.version} + 1`;

/** A seed as a number that sorts: a time in ms (hand times converted as the team compares them), a length in mm, points. */
const seedValue = (eventType: string, entry: ListedEvent['entries'][number], settings: TeamSettings): number | null => {
  const seed = entry.record.seed;
  if (!seed) return null;
  const mark = comparableMark(eventType, seed.mark, markOptions(settings)).mark;
  return mark.kind === 'time' ? mark.ms : mark.kind === 'length' ? mark.mm : mark.kind === 'points' ? mark.points : null;
};

export const seedMeetHeats = async (db: Db, lists: MeetLists, settings: TeamSettings, options: SeedOptions): Promise<void> => {
  const events = lists.events.filter((e) => options.eventId === undefined || e.event.id === options.eventId);
  if (options.eventId !== undefined && events.length === 0) throw eventNotFound();
  await db.transaction(async (tx) => {
    for (const e of events) {
      const entries: SeedingEntry[] = e.entries.map((x) => ({ id: x.record.entry.id, seed: seedValue(e.event.eventType, x, settings) }));
      const placements = seedHeats(entries, {
        style: seedingStyleOf(e.event.eventType),
        lowerIsBetter: requireMarkEvent(e.event.eventType).measure === 'time',
        lanes: options.lanes,
        waterfallSize: options.waterfallSize,
        flightSize: options.flightSize,
      });
      for (const p of placements) {
        await tx.update(meetEntries).set({ heat: p.heat, lane: p.lane, version: sqlVersionBump }).where(eq(meetEntries.id, p.id));
      }
    }
  });
};

/** Moves one entry to a heat and lane (or takes it out of its heat: both null); 409 when another entry of the event holds that lane. */
export const moveEntry = async (
  db: Db,
  organizationId: string,
  entryId: string,
  heat: number | null,
  lane: number | null,
): Promise<void> => {
  const entry = await getEntryOr404(db, organizationId, entryId);
  if (heat !== null && lane !== null) {
    const [taken] = await db
      .select({ id: meetEntries.id })
      .from(meetEntries)
      .where(
        and(
          eq(meetEntries.meetEventId, entry.meetEventId),
          eq(meetEntries.heat, heat),
          eq(meetEntries.lane, lane),
          ne(meetEntries.id, entry.id),
        ),
      )
      .limit(1);
    if (taken) throw conflict(`Heat ${heat}, lane ${lane} is taken: move that entry first`, 'lane-taken');
  }
  await db.update(meetEntries).set({ heat, lane, version: sqlVersionBump }).where(eq(meetEntries.id, entry.id));
};
