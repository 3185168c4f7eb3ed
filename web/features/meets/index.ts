export { MeetLocation } from './meet-location';
