/** Combined events scored by the World Athletics tables: points per mark (points.ts), running totals and places. */
export { combinedStandings, type CombinedStanding } from './standings';
