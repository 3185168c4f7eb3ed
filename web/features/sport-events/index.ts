export { useSportEventsQuery } from './api/get-sport-events';
