/** Combined events (decathlon, heptathlon, ...): the points sheet of a meet's combined event. */
export { CombinedEventSheet } from './combined-event-sheet';
