import { EVENT_CATEGORIES, type EventCategory, type Gender } from '@core/sport-events/catalogue';
import { genderDisplay, listSportEvents, type SportEvent } from '@core/sport-events/sport-events';

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  relays: 'Relays',
  jumps: 'Jumps',
  throws: 'Throws',
  indoor: 'Indoor',
  'cross-country': 'Cross country',
  combined: 'Combined events',
};

/** "Boys 100m", "Girls Long Jump", "Mixed 4x400m Relay" */
export const eventTitle = (e: Pick<SportEvent, 'gender' | 'displayName'>): string => `${genderDisplay(e.gender)} ${e.displayName}`;

export const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'male', label: genderDisplay('male') },
  { value: 'female', label: genderDisplay('female') },
  { value: 'mixed', label: genderDisplay('mixed') },
];

/** Select data for one gender's events, grouped by category in the catalogue's fixed order. */
export const eventSelectData = (gender: Gender, exclude: ReadonlySet<string> = new Set()) =>
  EVENT_CATEGORIES.map((category) => ({
    group: CATEGORY_LABELS[category],
    items: listSportEvents(gender)
      .filter((e) => e.category === category && !exclude.has(e.type))
      .map((e) => ({ value: e.type, label: e.displayName })),
  })).filter((g) => g.items.length > 0);
