import { findCatalogueEvent, findSportEvent } from '../sport-events/sport-events';
import type { CatalogueEvent } from '../sport-events/catalogue';
import type { MarkGender } from './types';

/** What the mark engine needs to know about an event. */
export interface MarkEvent {
  slug: string;
  displayName: string;
  /** time for races and relays, length for distance and height, points for combined events */
  measure: 'time' | 'length' | 'points';
  catalogue: CatalogueEvent;
  /** present when the event was named by its type ("female-100m") */
  gender?: MarkGender;
}

const resolved = new Map<string, MarkEvent>();

/** The event named by its slug ("100m") or its gender-prefixed type ("male-100m"), or undefined. */
export function resolveMarkEvent(slugOrType: string): MarkEvent | undefined {
  // every mark formatted looks its event up; the catalogue is finite, so its events are kept (a measured race is not)
  const known = resolved.get(slugOrType);
  if (known) return known;
  const found = lookUp(slugOrType);
  if (found && !found.catalogue.measured) resolved.set(slugOrType, found);
  return found;
}

function lookUp(slugOrType: string): MarkEvent | undefined {
  const typed = findSportEvent(slugOrType);
  const catalogue = findCatalogueEvent(typed ? typed.event : slugOrType);
  if (!catalogue) return undefined;
  const measure = catalogue.kind === 'time' || catalogue.kind === 'relay' ? 'time' : catalogue.kind === 'points' ? 'points' : 'length';
  const base = { slug: catalogue.event, displayName: catalogue.displayName, measure, catalogue } as const;
  return typed ? { ...base, gender: typed.gender } : base;
}

/** Like resolveMarkEvent, for callers that already validated the event: throws on an unknown one. */
export function requireMarkEvent(slugOrType: string): MarkEvent {
  const e = resolveMarkEvent(slugOrType);
  if (!e) throw new RangeError(`Unknown event "${slugOrType}"`);
  return e;
}

/** Indoor events (catalogue category "indoor", or flagged indoor): their PRs are kept apart from outdoor ones. */
export const isIndoorEvent = (slugOrType: string): boolean => {
  const catalogue = resolveMarkEvent(slugOrType)?.catalogue;
  return catalogue?.category === 'indoor' || catalogue?.indoor === true;
};

/** Lower is better for times, higher for distances, heights and points. */
export const lowerIsBetter = (e: MarkEvent): boolean => e.measure === 'time';

/** Raced off a track (cross-country, road): times round up to the whole second. */
export const isOffTrack = (e: MarkEvent): boolean => e.catalogue.offTrack === true;
