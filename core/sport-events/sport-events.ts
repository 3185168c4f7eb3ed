import { CATALOGUE, type CatalogueEvent, type EventCategory, type EventKind, type Gender } from './catalogue';
import { measuredXcEvent } from './measured-xc';

/** A sport event as the API serves it: one catalogue event for one gender. */
export interface SportEvent {
  event: string;
  type: string;
  displayName: string;
  gender: Gender;
  category: EventCategory;
  kind: EventKind;
}

export const eventType = (gender: Gender, event: string): string => `${gender}-${event}`;

const genderLabel: Record<Gender, string> = { male: 'Boys', female: 'Girls', mixed: 'Mixed' };
export const genderDisplay = (gender: Gender): string => genderLabel[gender];

/** Every sport event in the catalogue's fixed order; within one event male, female, then mixed. */
export const SPORT_EVENTS: readonly SportEvent[] = CATALOGUE.flatMap((e) =>
  e.genders.map((gender) => ({
    event: e.event,
    type: eventType(gender, e.event),
    displayName: e.displayName,
    gender,
    category: e.category,
    kind: e.kind,
  })),
);

export const listSportEvents = (gender?: Gender): SportEvent[] => SPORT_EVENTS.filter((e) => gender === undefined || e.gender === gender);

const byType = new Map(SPORT_EVENTS.map((e) => [e.type, e]));
const bySlug = new Map(CATALOGUE.map((e) => [e.event, e]));

/** A catalogue event, or a cross-country race at a measured distance ("xc-8.05k", decision 058), by slug. */
export const findCatalogueEvent = (slug: string): CatalogueEvent | undefined => bySlug.get(slug) ?? measuredXcEvent(slug);

/** A sport event by type ("female-100m"; a measured cross-country race too: "female-xc-8.05k"). */
export const findSportEvent = (type: string): SportEvent | undefined => {
  const known = byType.get(type);
  if (known) return known;
  const m = /^(male|female)-(xc-.+)$/.exec(type);
  const measured = m ? measuredXcEvent(m[2]!) : undefined;
  if (!measured) return undefined;
  const gender = m![1] as Gender;
  return { event: measured.event, type, displayName: measured.displayName, gender, category: measured.category, kind: measured.kind };
};

/** Measured cross-country races sort after the catalogue, shortest first. */
const measuredOrder = (slug: string, base: number): number | undefined => {
  const metres = measuredXcEvent(slug)?.distanceMeters;
  return metres === undefined ? undefined : base + Math.round(metres * 10);
};

/** Position of an event slug in the fixed order, for sorting anything keyed by event. */
export const eventOrder = (slug: string): number => {
  const i = CATALOGUE.findIndex((e) => e.event === slug);
  return i !== -1 ? i : (measuredOrder(slug, CATALOGUE.length) ?? Number.MAX_SAFE_INTEGER);
};

const sportEventPositions = new Map(SPORT_EVENTS.map((e, i) => [e.type, i]));
/** Position of a sport-event type (e.g. "female-100m") in SPORT_EVENTS, for sorting boards by event; unknown types last. */
export const sportEventOrder = (type: string): number => {
  const known = sportEventPositions.get(type);
  if (known !== undefined) return known;
  const sport = findSportEvent(type);
  const at = sport ? measuredOrder(sport.event, SPORT_EVENTS.length * 2) : undefined;
  return at === undefined ? Number.MAX_SAFE_INTEGER : at + (sport!.gender === 'female' ? 1 : 0);
};
