import type { HeatSheetEvent } from '@core/api/meet-files';
import { findSportEvent } from '@core/sport-events/sport-events';
import { eventTitle } from '../../lib/event-labels';

/** What a section and a place in it are called for an event's seeding style. */
export const SECTION_WORDS: Record<HeatSheetEvent['style'], { section: string; place: string }> = {
  lanes: { section: 'Heat', place: 'Lane' },
  waterfall: { section: 'Heat', place: 'Pos' },
  flights: { section: 'Flight', place: 'Order' },
  none: { section: 'Section', place: 'Order' },
};

const ROUND_WORDS: Record<HeatSheetEvent['round'], string> = {
  final: '',
  prelim: ' (prelims)',
  semi: ' (semifinals)',
  heats: ' (heats)',
  'time-trial': ' (time trial)',
};

/** "Girls 100m", "Boys 400m (prelims)". */
export const heatSheetEventTitle = (e: Pick<HeatSheetEvent, 'eventType' | 'round'>): string => {
  const sport = findSportEvent(e.eventType);
  return `${sport ? eventTitle(sport) : e.eventType}${ROUND_WORDS[e.round]}`;
};

/** The entries of an event by heat (seeded ones, heat order), then those not seeded (heat null). */
export const sectionsOf = <T extends { heat: number | null }>(entries: readonly T[]): { heat: number | null; entries: T[] }[] => {
  const heats = [...new Set(entries.map((e) => e.heat))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  return heats.map((heat) => ({ heat, entries: entries.filter((e) => e.heat === heat) }));
};
