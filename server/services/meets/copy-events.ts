/** Copies the events of an earlier meet (and, if asked, its entries and relay teams) into another meet of the team. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetEntries, meetEvents, relayLegs } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { getMeetOr404 } from './meets';

/**
 * In one transaction: every event of `fromMeetId` not yet on `toMeetId` (same type and round) is
 * added after the last one, in the source's order; with `withEntries`, the entries of those new
 * events come too (athletes, relay teams with legs and alternates), without results. Events already
 * on the meet keep their own entries. Another team's meet answers 404; the meet itself 400.
 */
export const copyMeetEvents = async (
  db: Db,
  organizationId: string,
  toMeetId: string,
  fromMeetId: string,
  withEntries: boolean,
): Promise<{ events: number; entries: number }> => {
  if (fromMeetId === toMeetId) throw badRequest('body.fromMeetId: Choose another meet to copy from', 'body.fromMeetId');
  await getMeetOr404(db, organizationId, fromMeetId);
  return db.transaction(async (tx) => {
    const source = await tx
      .select()
      .from(meetEvents)
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, fromMeetId)))
      .orderBy(meetEvents.position);
    const onMeet = await tx
      .select({ eventType: meetEvents.eventType, round: meetEvents.round, position: meetEvents.position })
      .from(meetEvents)
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, toMeetId)));
    const taken = new Set(onMeet.map((e) => `${e.eventType}|${e.round}`));
    let position = onMeet.reduce((max, e) => Math.max(max, e.position + 1), 0);
    const fresh = source.filter((e) => !taken.has(`${e.eventType}|${e.round}`));
    if (fresh.length === 0) return { events: 0, entries: 0 };
    const added = await tx
      .insert(meetEvents)
      .values(fresh.map((e) => ({ organizationId, meetId: toMeetId, eventType: e.eventType, round: e.round, position: position++ })))
      .returning();
    if (!withEntries) return { events: added.length, entries: 0 };

    const newEventOf = new Map(fresh.map((e, i) => [e.id, added[i]!.id]));
    const entries = await tx
      .select()
      .from(meetEntries)
      .where(
        and(
          eq(meetEntries.organizationId, organizationId),
          inArray(
            meetEntries.meetEventId,
            fresh.map((e) => e.id),
          ),
        ),
      )
      .orderBy(meetEntries.createdAt);
    if (entries.length === 0) return { events: added.length, entries: 0 };
    const copies = await tx
      .insert(meetEntries)
      .values(
        entries.map((e) => ({
          organizationId,
          meetId: toMeetId,
          meetEventId: newEventOf.get(e.meetEventId)!,
          athleteId: e.athleteId,
          relayName: e.relayName,
        })),
      )
      .returning({ id: meetEntries.id });
    const copyOf = new Map(entries.map((e, i) => [e.id, copies[i]!.id]));
    const relays = entries.filter((e) => e.athleteId === null).map((e) => e.id);
    if (relays.length) {
      const legs = await tx.select().from(relayLegs).where(inArray(relayLegs.entryId, relays));
      if (legs.length) await tx.insert(relayLegs).values(legs.map((l) => ({ ...l, entryId: copyOf.get(l.entryId)! })));
    }
    return { events: added.length, entries: copies.length };
  });
};
