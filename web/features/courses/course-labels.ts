import { findCatalogueEvent } from '@core/sport-events/sport-events';

/** "5K (XC)" for a distance slug. */
export const distanceName = (slug: string): string => findCatalogueEvent(slug)?.displayName.replace(' (XC)', '') ?? slug;
