/** The whole API contract: every call, imported by the server to register it and by the web to fetch it. */
export * as userApi from './user';
export * as organizationsApi from './organizations';
export * as organizationApi from './organization';
export * as membersApi from './members';
export * as sportEventsApi from './sport-events';
export * as athletesApi from './athletes';
export * as meetsApi from './meets';
export * as resultsApi from './results';
export * as eventsApi from './events';
export * as filesApi from './files';
export * as imagesApi from './images';
export * as performanceApi from './performance';
export * as scheduleApi from './schedule';
export * as messagingApi from './messaging';
export * as recordsApi from './records';
export * as coursesApi from './courses';
export * as healthApi from './health';
