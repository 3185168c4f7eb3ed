/**
 * A meet's plan: its events in order and, if asked, their entries and relay teams (never results
 * nor typed seeds). Read from a meet, it is copied into another meet or kept as a template
 * (templates.ts); added to a meet, it skips what is already there (decision 026).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { athletes, meetEntries, meetEvents, relayLegs, type TemplateEntry, type TemplateEvent } from '../../db/schema';
import { RELAY_LEGS } from '@core/api/meets';
import type { DbOrTx } from '../results/load';

/** The events of a meet in order, with their entries (athletes; relay teams with legs and alternates) when asked. */
export const readMeetPlan = async (tx: DbOrTx, organizationId: string, meetId: string, withEntries: boolean): Promise<TemplateEvent[]> => {
  const events = await tx
    .select()
    .from(meetEvents)
    .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)))
    .orderBy(meetEvents.position, meetEvents.createdAt);
  const entries =
    withEntries && events.length
      ? await tx
          .select()
          .from(meetEntries)
          .where(
            and(
              eq(meetEntries.organizationId, organizationId),
              inArray(
                meetEntries.meetEventId,
                events.map((e) => e.id),
              ),
            ),
          )
          .orderBy(meetEntries.createdAt)
      : [];
  const relays = entries.filter((e) => e.athleteId === null).map((e) => e.id);
  const legs = relays.length
    ? await tx
        .select()
        .from(relayLegs)
        .where(and(eq(relayLegs.organizationId, organizationId), inArray(relayLegs.entryId, relays)))
    : [];
  const entryOf = (e: (typeof entries)[number]): TemplateEntry => ({
    athleteId: e.athleteId,
    relayName: e.relayName,
    legs:
      e.athleteId === null
        ? legs
            .filter((l) => l.entryId === e.id)
            .sort((a, b) => a.position - b.position)
            .map((l) => ({ athleteId: l.athleteId, position: l.position, alternate: l.alternate }))
        : null,
  });
  return events.map((event) => ({
    eventType: event.eventType,
    round: event.round,
    entries: entries.filter((e) => e.meetEventId === event.id).map(entryOf),
  }));
};

/**
 * Keeps the entries whose athletes are all still on the team's active roster: an athlete who left
 * (deleted, inactive, alumni) is dropped, a relay team missing a leg is dropped, a missing
 * alternate only leaves its place.
 */
const onTheRoster = async (tx: DbOrTx, organizationId: string, plan: TemplateEvent[]): Promise<TemplateEvent[]> => {
  const ids = new Set<string>();
  for (const e of plan)
    for (const entry of e.entries) for (const id of [entry.athleteId, ...(entry.legs ?? []).map((l) => l.athleteId)]) if (id) ids.add(id);
  if (ids.size === 0) return plan;
  const active = new Set(
    (
      await tx
        .select({ id: athletes.id })
        .from(athletes)
        .where(and(eq(athletes.organizationId, organizationId), eq(athletes.status, 'active'), inArray(athletes.id, [...ids])))
    ).map((a) => a.id),
  );
  const keep = (entry: TemplateEntry): TemplateEntry | null => {
    if (entry.athleteId !== null) return active.has(entry.athleteId) ? entry : null;
    const legs = (entry.legs ?? []).filter((l) => !l.alternate);
    if (legs.length !== RELAY_LEGS || legs.some((l) => !active.has(l.athleteId))) return null;
    const alternates = (entry.legs ?? []).filter((l) => l.alternate && active.has(l.athleteId));
    return { ...entry, legs: [...legs, ...alternates.map((l, i) => ({ ...l, position: RELAY_LEGS + i + 1 }))] };
  };
  return plan.map((e) => ({ ...e, entries: e.entries.map(keep).filter((x): x is TemplateEntry => x !== null) }));
};

/**
 * Adds a plan to a meet (inside the caller's transaction): every event not yet on the meet (same
 * type and round) after the last one, in the plan's order, with the entries of those new events
 * whose athletes are still on the active roster. Events already on the meet keep their own entries.
 */
export const addPlanToMeet = async (
  tx: DbOrTx,
  organizationId: string,
  meetId: string,
  plan: TemplateEvent[],
): Promise<{ events: number; entries: number }> => {
  const onMeet = await tx
    .select({ eventType: meetEvents.eventType, round: meetEvents.round, position: meetEvents.position })
    .from(meetEvents)
    .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)));
  const taken = new Set(onMeet.map((e) => `${e.eventType}|${e.round}`));
  let position = onMeet.reduce((max, e) => Math.max(max, e.position + 1), 0);
  const fresh: TemplateEvent[] = [];
  for (const e of plan) {
    const key = `${e.eventType}|${e.round}`;
    if (taken.has(key)) continue;
    taken.add(key);
    fresh.push(e);
  }
  if (fresh.length === 0) return { events: 0, entries: 0 };
  const added = await tx
    .insert(meetEvents)
    .values(fresh.map((e) => ({ organizationId, meetId, eventType: e.eventType, round: e.round, position: position++ })))
    .returning({ id: meetEvents.id });
  const kept = await onTheRoster(tx, organizationId, fresh);
  const rows = kept.flatMap((e, i) => e.entries.map((entry) => ({ entry, meetEventId: added[i]!.id })));
  if (rows.length === 0) return { events: added.length, entries: 0 };
  const copies = await tx
    .insert(meetEntries)
    .values(
      rows.map(({ entry, meetEventId }) => ({
        organizationId,
        meetId,
        meetEventId,
        athleteId: entry.athleteId,
        relayName: entry.relayName,
      })),
    )
    .returning({ id: meetEntries.id, organizationId: meetEntries.organizationId });
  // a leg is its entry's team's
  const legs = rows.flatMap(({ entry }, i) =>
    (entry.legs ?? []).map((l) => ({ ...l, entryId: copies[i]!.id, organizationId: copies[i]!.organizationId })),
  );
  if (legs.length) await tx.insert(relayLegs).values(legs);
  return { events: added.length, entries: copies.length };
};
