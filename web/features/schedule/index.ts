/** The schedule feature's public entry: what other features may use. */
export { NextPracticesCard } from './next-practices-card';
export { AthleteAttendance } from './athlete-attendance';
