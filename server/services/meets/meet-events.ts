/** The events of a meet: add (from the catalogue), change round or position, remove. */
import { and, eq, sql } from 'drizzle-orm';
import type { ROUNDS } from '@core/api/meets';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { meetEvents, type MeetEventRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';

type Round = (typeof ROUNDS)[number];

export const eventNotFound = () => notFound('Meet event not found', 'meet-event-not-found');

export const getMeetEventOr404 = async (db: Db, organizationId: string, eventId: string): Promise<MeetEventRow> => {
  const [row] = await db
    .select()
    .from(meetEvents)
    .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.id, eventId)))
    .limit(1);
  if (!row) throw eventNotFound();
  return row;
};

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

const duplicateEvent = () => conflict('This event and round is already on the meet', 'meet-event-exists');

export const addMeetEvent = async (
  db: Db,
  organizationId: string,
  meetId: string,
  input: { eventType: string; round: Round; position?: number },
): Promise<MeetEventRow> => {
  if (!findSportEvent(input.eventType)) throw badRequest(`body.eventType: Unknown event "${input.eventType}"`, 'body.eventType');
  const position =
    input.position ??
    (
      await db
        .select({ next: sql<number>`coalesce(max(${meetEvents.position}) + 1, 0)::int` })
        .from(meetEvents)
        .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)))
    )[0]!.next;
  try {
    const [row] = await db
      .insert(meetEvents)
      .values({ organizationId, meetId, eventType: input.eventType, round: input.round, position })
      .returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateEvent();
    throw e;
  }
};

export const updateMeetEvent = async (
  db: Db,
  organizationId: string,
  eventId: string,
  patch: { round?: Round; position?: number },
): Promise<MeetEventRow> => {
  const current = await getMeetEventOr404(db, organizationId, eventId);
  if (patch.round === undefined && patch.position === undefined) return current;
  try {
    const [row] = await db
      .update(meetEvents)
      .set({ ...(patch.round ? { round: patch.round } : {}), ...(patch.position !== undefined ? { position: patch.position } : {}) })
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.id, eventId)))
      .returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateEvent();
    throw e;
  }
};

export const deleteMeetEvent = async (db: Db, organizationId: string, eventId: string): Promise<void> => {
  const gone = await db
    .delete(meetEvents)
    .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.id, eventId)))
    .returning({ id: meetEvents.id });
  if (gone.length === 0) throw eventNotFound();
};

/**
 * Adds many catalogue events at once, in one transaction, after the meet's last event and in the
 * order given. An unknown event refuses the whole call (400 naming it); an event already on the
 * meet in that round (or twice in the list) is skipped. Returns the rows added.
 */
export const addMeetEvents = async (
  db: Db,
  organizationId: string,
  meetId: string,
  events: { eventType: string; round: Round }[],
): Promise<{ added: MeetEventRow[]; skipped: number }> => {
  events.forEach((e, i) => {
    if (!findSportEvent(e.eventType))
      throw badRequest(`body.events.${i}.eventType: Unknown event "${e.eventType}"`, `body.events.${i}.eventType`);
  });
  return db.transaction(async (tx) => {
    const onMeet = await tx
      .select({ eventType: meetEvents.eventType, round: meetEvents.round, position: meetEvents.position })
      .from(meetEvents)
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)));
    const taken = new Set(onMeet.map((e) => `${e.eventType}|${e.round}`));
    let position = onMeet.reduce((max, e) => Math.max(max, e.position + 1), 0);
    const values = [];
    for (const e of events) {
      const key = `${e.eventType}|${e.round}`;
      if (taken.has(key)) continue;
      taken.add(key);
      values.push({ organizationId, meetId, eventType: e.eventType, round: e.round, position: position++ });
    }
    const added = values.length ? await tx.insert(meetEvents).values(values).onConflictDoNothing().returning() : [];
    return { added: added.sort((a, b) => a.position - b.position), skipped: events.length - added.length };
  });
};
