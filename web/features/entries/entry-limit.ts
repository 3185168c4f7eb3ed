import type { MeetDetail } from '@core/api/meets';

export interface EntryLimit {
  /** null: no limit */
  max: number | null;
  /** relay legs (not alternates) count toward it */
  relays: boolean;
}

export interface AthleteEventCount {
  athleteId: string;
  name: string;
  /** events entered in this meet (an event run in two rounds counts once) */
  events: number;
  /** the event types counted */
  eventTypes: string[];
}

/**
 * How many events each athlete is entered in at a meet: individual entries, and relay legs when the
 * team counts relays (alternates never count). Rounds of one event count as one event.
 */
export const eventCounts = (meet: Pick<MeetDetail, 'events'>, relays: boolean): Map<string, AthleteEventCount> => {
  const seen = new Map<string, { name: string; types: Set<string> }>();
  const count = (athleteId: string, name: string, eventType: string) => {
    const s = seen.get(athleteId) ?? { name, types: new Set<string>() };
    s.types.add(eventType);
    seen.set(athleteId, s);
  };
  for (const event of meet.events) {
    for (const entry of event.entries) {
      if (entry.athlete) count(entry.athlete.id, `${entry.athlete.lastName}, ${entry.athlete.firstName}`, event.eventType);
      else if (relays)
        for (const leg of entry.legs ?? []) if (!leg.alternate) count(leg.athleteId, `${leg.lastName}, ${leg.firstName}`, event.eventType);
    }
  }
  return new Map(
    [...seen].map(([athleteId, s]) => [athleteId, { athleteId, name: s.name, events: s.types.size, eventTypes: [...s.types] }]),
  );
};

/** The athletes entered in more events than the limit allows, by name; none without a limit. */
export const overLimit = (meet: Pick<MeetDetail, 'events'>, limit: EntryLimit): AthleteEventCount[] =>
  limit.max === null
    ? []
    : [...eventCounts(meet, limit.relays).values()].filter((c) => c.events > limit.max!).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Of the athletes about to be entered in an event, those it would take over the limit: one more
 * event, unless they already run another round of it.
 */
export const wouldGoOver = (meet: Pick<MeetDetail, 'events'>, limit: EntryLimit, eventType: string, athleteIds: string[]): string[] => {
  if (limit.max === null) return [];
  const counts = eventCounts(meet, limit.relays);
  return athleteIds.filter((id) => {
    const c = counts.get(id);
    return c?.eventTypes.includes(eventType) ? c.events > limit.max! : (c?.events ?? 0) + 1 > limit.max!;
  });
};
