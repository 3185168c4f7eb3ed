import { CATALOGUE, EVENT_CATEGORIES, type CatalogueEvent, type EventCategory, type Gender } from '@core/sport-events/catalogue';
import { eventType } from '@core/sport-events/sport-events';

/** Girls first, then boys, then mixed: the order most meet schedules alternate in. */
export const BULK_GENDER_ORDER: readonly Gender[] = ['female', 'male', 'mixed'];

/** The catalogue's events held for at least one of the genders, by category in the fixed order. */
export const catalogueByCategory = (genders: readonly Gender[]): { category: EventCategory; events: CatalogueEvent[] }[] =>
  EVENT_CATEGORIES.map((category) => ({
    category,
    events: CATALOGUE.filter((e) => e.category === category && e.genders.some((g) => genders.includes(g))),
  })).filter((c) => c.events.length > 0);

/**
 * The event types to add for the chosen events (slugs) and genders, in the catalogue's order and,
 * within an event, girls, boys, mixed; only genders the event is held for, and none already on the
 * meet in that round (`taken`: event types).
 */
export const bulkEventTypes = (slugs: ReadonlySet<string>, genders: readonly Gender[], taken: ReadonlySet<string>): string[] =>
  CATALOGUE.filter((e) => slugs.has(e.event)).flatMap((e) =>
    BULK_GENDER_ORDER.filter((g) => genders.includes(g) && e.genders.includes(g))
      .map((g) => eventType(g, e.event))
      .filter((type) => !taken.has(type)),
  );
