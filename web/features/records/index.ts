/** The records area's public entry: what other features may use. */
export { invalidateRecords, recordsQueryOptions } from './api/records-api';
export { recordEventName } from './records-labels';
