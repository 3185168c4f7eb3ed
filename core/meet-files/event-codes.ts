/**
 * How the meet files name our catalogue events: the Hy-Tek event code of the semicolon entries file
 * (Meet Manager's published list: distance for runs, distance + H hurdles, + S steeplechase, 1MILE,
 * HJ PV LJ TJ SP DT HT JT WT field events, DEC HEP IPENT combined events; relays by their total
 * distance, 400 = 4x100, 1600 = 4x400, sprint medley + S, distance medley + D), the FinishLynx
 * event name ("Girls 100m Hurdles"), and how an event is seeded (lanes, waterfall, flights).
 */
import { findCatalogueEvent, findSportEvent, genderDisplay } from '../sport-events/sport-events';

const FIELD_CODES: Readonly<Record<string, string>> = {
  'high-jump': 'HJ',
  'pole-vault': 'PV',
  'long-jump': 'LJ',
  'triple-jump': 'TJ',
  'shot-put': 'SP',
  discus: 'DT',
  hammer: 'HT',
  javelin: 'JT',
  'weight-throw': 'WT',
  decathlon: 'DEC',
  heptathlon: 'HEP',
  'indoor-heptathlon': 'HEP',
  'indoor-pentathlon': 'IPENT',
};

/** Whole miles of the mile races ("1MILE", "2MILE"), by slug. */
const MILE_CODES: Readonly<Record<string, string>> = {
  mile: '1MILE',
  'xc-2mile': '2MILE',
  'xc-3mile': '3MILE',
  'xc-4mile': '4MILE',
  'xc-5mile': '5MILE',
};

/** The Hy-Tek event code of a catalogue event (slug or type); null for an event the format has no code for (the cross-country relay). */
export const hytekEventCode = (slugOrType: string): string | null => {
  const slug = findSportEvent(slugOrType)?.event ?? slugOrType;
  const e = findCatalogueEvent(slug);
  if (!e) return null;
  if (FIELD_CODES[slug]) return FIELD_CODES[slug];
  if (MILE_CODES[slug]) return MILE_CODES[slug];
  if (e.distanceMeters === undefined) return null;
  const metres = String(Math.round(e.distanceMeters));
  if (slug === 'sprint-medley-relay') return `${metres}S`;
  if (slug === 'distance-medley-relay') return `${metres}D`;
  if (e.kind === 'relay') return e.category === 'cross-country' ? null : metres;
  if (slug.endsWith('-hurdles')) return `${metres}H`;
  if (slug.endsWith('-steeplechase')) return `${metres}S`;
  return metres;
};

/** The name FinishLynx shows and writes back in the .lif header: "Girls 100m Hurdles", with " Prelim" etc. for a round other than the final. */
export const lynxEventName = (type: string, round: string): string => {
  const sport = findSportEvent(type);
  const name = sport ? `${genderDisplay(sport.gender)} ${sport.displayName}` : type;
  return round === 'final'
    ? name
    : `${name} ${round === 'prelim' ? 'Prelim' : round === 'semi' ? 'Semi' : round === 'heats' ? 'Heats' : 'Time Trial'}`;
};

/**
 * How an event's heats are made: `lanes` (one athlete or team a lane: dashes, hurdles and relays up to
 * 4x400 and the sprint medley), `waterfall` (800m and up, the 4x800, the distance medley and
 * steeplechase: a curved line, position 1 the inside), `flights` (field events), `none` (combined
 * events, scored apart).
 */
export type SeedingStyle = 'lanes' | 'waterfall' | 'flights' | 'none';

const LANE_RELAYS = new Set(['4x100m-relay', '4x200m-relay', '4x400m-relay', 'sprint-medley-relay']);

export const seedingStyleOf = (slugOrType: string): SeedingStyle => {
  const slug = findSportEvent(slugOrType)?.event ?? slugOrType;
  const e = findCatalogueEvent(slug);
  if (!e) return 'none';
  if (e.kind === 'points') return 'none';
  if (e.kind === 'distance' || e.kind === 'height') return 'flights';
  if (e.kind === 'relay') return LANE_RELAYS.has(slug) ? 'lanes' : 'waterfall';
  if (e.category === 'cross-country' || slug.endsWith('-steeplechase')) return 'waterfall';
  return (e.distanceMeters ?? 0) <= 400 ? 'lanes' : 'waterfall';
};

/** Whether FinishLynx times the event (races and relays; field events are judged, combined events scored apart). */
export const isTimedEvent = (slugOrType: string): boolean => {
  const style = seedingStyleOf(slugOrType);
  return style === 'lanes' || style === 'waterfall';
};
