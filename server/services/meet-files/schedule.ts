/** A meet's start time and its events' scheduled times ("HH:MM" in the team's zone). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetEvents, meets } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { getMeetOr404 } from '../meets/meets';

export interface ScheduleInput {
  startTime?: string | null;
  events?: { eventId: string; time: string | null }[];
}

/** Saves what the input names (all or nothing); an event of another meet is a 400 naming it. */
export const setMeetSchedule = async (db: Db, organizationId: string, meetId: string, input: ScheduleInput): Promise<void> => {
  const meet = await getMeetOr404(db, organizationId, meetId);
  const events = input.events ?? [];
  const ids = [...new Set(events.map((e) => e.eventId))];
  const found = ids.length
    ? await db
        .select({ id: meetEvents.id })
        .from(meetEvents)
        .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meet.id), inArray(meetEvents.id, ids)))
    : [];
  const known = new Set(found.map((f) => f.id));
  const missing = events.findIndex((e) => !known.has(e.eventId));
  if (missing !== -1) throw badRequest(`body.events.${missing}.eventId: Not an event of this meet`, `body.events.${missing}.eventId`);
  await db.transaction(async (tx) => {
    if (input.startTime !== undefined)
      await tx.update(meets).set({ startTime: input.startTime, updatedAt: new Date() }).where(eq(meets.id, meet.id));
    for (const e of events) await tx.update(meetEvents).set({ scheduledTime: e.time }).where(eq(meetEvents.id, e.eventId));
  });
};
