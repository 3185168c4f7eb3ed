/** Combined events scored by the World Athletics tables: points per mark, running totals, places. */
export { SCORING_TABLES, scoringConstants, type ScoringConstants } from './scoring-tables';
export { combinedPoints } from './points';
export { combinedStandings, scoreCombined, type CombinedAthleteMarks, type CombinedStanding } from './standings';
