/** The meet as data: one meet (events, entries, results) and the meets list, their queries and cache updates, read by every meet feature. */
export { invalidateMeet, meetQueryKey, meetQueryOptions, updateCachedMeet, useMeet } from './api/get-meet';
export { invalidateMeets, meetsQueryOptions, useMeets } from './api/get-meets';
