import { ATHLETE_STATUSES, EVENT_GROUPS, MAX_GRADE, MIN_GRADE, type AthleteStatus, type EventGroup } from '@core/api/athletes';
import type { AthleteGender } from '@core/sport-events/catalogue';

export const GENDER_LABELS: Record<AthleteGender, string> = { female: 'Female', male: 'Male' };
export const ATHLETE_GENDER_OPTIONS = (['female', 'male'] as const).map((g) => ({ value: g, label: GENDER_LABELS[g] }));

export const STATUS_LABELS: Record<AthleteStatus, string> = { active: 'Active', inactive: 'Inactive', alumni: 'Alumni' };
export const STATUS_COLORS: Record<AthleteStatus, string> = { active: 'green', inactive: 'gray', alumni: 'grape' };
export const STATUS_OPTIONS = ATHLETE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export const GROUP_LABELS: Record<EventGroup, string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  jumps: 'Jumps',
  throws: 'Throws',
};
export const GROUP_OPTIONS = EVENT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }));

export const GRADES = Array.from({ length: MAX_GRADE - MIN_GRADE + 1 }, (_, i) => MIN_GRADE + i);
export const GRADE_OPTIONS = GRADES.map((g) => ({ value: String(g), label: `Grade ${g}` }));

/** "Grade 11", "Class of 2024" once graduated, or "–". */
export const gradeText = (a: { grade: number | null; gradYear: number | null }): string =>
  a.grade !== null ? `Grade ${a.grade}` : a.gradYear !== null ? `Class of ${a.gradYear}` : '–';

export const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;
export const initials = (a: { firstName: string; lastName: string }) => `${a.firstName[0] ?? ''}${a.lastName[0] ?? ''}`.toUpperCase();
