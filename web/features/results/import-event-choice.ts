/**
 * The meet event a FinishLynx .lif goes to: the meet's individual events as choices, and the one the
 * file's header names, picked for the coach when the meet has exactly one such event (the final first).
 */
import type { MeetEvent } from '@core/api/meets';
import { readTimingEvent } from '@core/results-import';
import { findSportEvent } from '@core/sport-events/sport-events';
import { eventTitle } from '../../lib/event-labels';
import { ROUND_LABELS, withRound } from '../../lib/round-labels';

type EventLike = Pick<MeetEvent, 'id' | 'eventType' | 'round' | 'gender' | 'displayName' | 'kind'>;

export const lifEventOptions = (events: readonly EventLike[]): { value: string; label: string }[] =>
  // relays and combined events (whose totals come from their disciplines) take no .lif
  events.filter((e) => e.kind !== 'relay' && e.kind !== 'points').map((e) => ({ value: e.id, label: withRound(eventTitle(e), e, events) }));

/** The event name of a .lif's first line (its 4th field), or null when the text does not start like one. */
const headerEventName = (text: string): string | null => {
  const first = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  const fields = first.split(',');
  return fields.length >= 4 && /^\d+$/.test(fields[0]!.trim()) ? fields[3]!.replace(/^"|"$/g, '').trim() : null;
};

/** The meet event the header names: one catalogue event (and gender, when the name gives it), its final first. */
export const suggestLifEvent = (text: string, events: readonly EventLike[]): string | null => {
  const name = headerEventName(text);
  const read = name ? readTimingEvent(name) : null;
  if (!read || read.kind !== 'event') return null;
  const fits = events.filter((e) => {
    const sport = findSportEvent(e.eventType);
    return sport?.event === read.event && (!read.gender || sport.gender === read.gender);
  });
  if (new Set(fits.map((e) => e.eventType)).size !== 1) return null;
  return (fits.find((e) => e.round === 'final') ?? fits[0]!).id;
};

export const roundLabel = (round: string | null): string | null =>
  round && round in ROUND_LABELS ? ROUND_LABELS[round as keyof typeof ROUND_LABELS] : round;
