/** The schedule feature's public entry: what other features may use. */
export { NextPracticesCard } from './next-practices-card';
export { nextPracticesQueryOptions } from './api/next-practices';
export { AthleteAttendance } from './athlete-attendance';
export { invalidateSchedule } from './api/get-schedule';
