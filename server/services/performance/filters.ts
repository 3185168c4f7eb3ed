/** The filters the performance tables share, turned into what the queries take. */
import { gradYearFromGrade } from '@core/api/athletes';
import type { EventCategory } from '@core/sport-events/catalogue';
import { SPORT_EVENTS } from '@core/sport-events/sport-events';

export interface PerformanceFilter {
  gender?: 'female' | 'male';
  grade?: number;
  category?: EventCategory;
}

/** The individual event types of the catalogue (its order) for a gender and a group. */
export const individualEventTypes = (f: PerformanceFilter): string[] =>
  SPORT_EVENTS.filter((e) => e.kind !== 'relay' && (!f.gender || e.gender === f.gender) && (!f.category || e.category === f.category)).map(
    (e) => e.type,
  );

/** The graduation year of the grade asked for, this school year (in the team's zone: `today`). */
export const gradYearOf = (f: PerformanceFilter, today: string): number | undefined =>
  f.grade === undefined ? undefined : gradYearFromGrade(f.grade, new Date(`${today}T12:00:00Z`));

/** The relay event types of the catalogue (its order) for a gender (mixed relays only when no gender is asked for) and a group. */
export const relayEventTypes = (f: PerformanceFilter): string[] =>
  SPORT_EVENTS.filter((e) => e.kind === 'relay' && (!f.gender || e.gender === f.gender) && (!f.category || e.category === f.category)).map(
    (e) => e.type,
  );
