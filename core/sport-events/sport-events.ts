import { CATALOGUE, type CatalogueEvent, type EventCategory, type EventKind, type Gender } from './catalogue';

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

export const findSportEvent = (type: string): SportEvent | undefined => byType.get(type);
export const findCatalogueEvent = (slug: string): CatalogueEvent | undefined => bySlug.get(slug);

/** Position of an event slug in the fixed order, for sorting anything keyed by event. */
export const eventOrder = (slug: string): number => {
  const i = CATALOGUE.findIndex((e) => e.event === slug);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};

const sportEventPositions = new Map(SPORT_EVENTS.map((e, i) => [e.type, i]));
/** Position of a sport-event type (e.g. "female-100m") in SPORT_EVENTS, for sorting boards by event; unknown types last. */
export const sportEventOrder = (type: string): number => sportEventPositions.get(type) ?? Number.MAX_SAFE_INTEGER;
