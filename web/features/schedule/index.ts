/** The schedule feature's public entry: what other features may use. */
export { NextPracticesCard } from './next-practices-card';
export { nextPracticesQueryOptions } from './api/next-practices';
export { AthleteAttendance } from './athlete-attendance';
export { invalidateSchedule } from './api/get-schedule';
export { ANSWER_COLORS, ANSWER_LABELS, KIND_LABELS, itemWhen } from './schedule-labels';
