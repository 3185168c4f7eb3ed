export { meetsQueryOptions } from './api/get-meets';
export { MeetLocation } from './meet-location';
