/** A meet's team standings and the other teams' finishers: what other features may use. */
export { useStandings } from './api';
export { EventCompetitors } from './event-competitors';
export { TeamStandings } from './team-standings';
