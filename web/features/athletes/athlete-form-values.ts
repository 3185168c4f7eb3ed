import { ATHLETE_STATUSES, EVENT_GROUPS, type Athlete, type AthleteInput, type AthleteStatus, type EventGroup } from '@core/api/athletes';
import { ATHLETE_GENDERS, type AthleteGender } from '@core/sport-events/catalogue';

/** What the athlete form holds: strings for selects (null when empty), arrays for multi-selects. */
export interface AthleteFormValues {
  firstName: string;
  lastName: string;
  gender: string | null;
  grade: string | null;
  birthdate: string | null;
  email: string;
  eventGroups: string[];
  preferredEvents: string[];
  status: string;
  userId: string | null;
  notes: string;
}

export const emptyAthlete = (): AthleteFormValues => ({
  firstName: '',
  lastName: '',
  gender: null,
  grade: null,
  birthdate: null,
  email: '',
  eventGroups: [],
  preferredEvents: [],
  status: 'active',
  userId: null,
  notes: '',
});

export const athleteToForm = (a: Athlete): AthleteFormValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  gender: a.gender,
  grade: a.grade === null ? null : String(a.grade),
  birthdate: a.birthdate,
  email: a.email ?? '',
  eventGroups: a.eventGroups,
  preferredEvents: a.preferredEvents,
  status: a.status,
  userId: a.userId,
  notes: a.notes,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const name = (what: string) => (v: string) => (!v.trim() ? `Enter the ${what}` : v.trim().length > 60 ? 'At most 60 characters' : null);

export const validateAthlete = {
  firstName: name('first name'),
  lastName: name('last name'),
  gender: (v: string | null) => (v ? null : 'Choose the gender the athlete competes in'),
  email: (v: string) => (v.trim() && !EMAIL.test(v.trim()) ? 'Enter an email address like name@example.org' : null),
  birthdate: (v: string | null) => (v && v > new Date().toISOString().slice(0, 10) ? 'The birthdate cannot be in the future' : null),
  notes: (v: string) => (v.length > 2000 ? 'At most 2000 characters' : null),
};

const isIn = <T extends string>(list: readonly T[], v: string | null): v is T => list.includes(v as T);

/** The request body. A grade keeps the graduation year the server derives; no grade clears it only when there was one. */
export const athleteInput = (v: AthleteFormValues, original?: Athlete): AthleteInput => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  gender: (isIn(ATHLETE_GENDERS, v.gender) ? v.gender : 'female') as AthleteGender,
  // an empty grade leaves a graduate's class year alone; it clears a grade only when there was one
  grade: v.grade ? Number(v.grade) : original?.grade != null ? null : undefined,
  birthdate: v.birthdate || null,
  email: v.email.trim() || null,
  eventGroups: v.eventGroups.filter((g): g is EventGroup => isIn(EVENT_GROUPS, g)),
  preferredEvents: v.preferredEvents,
  status: (isIn(ATHLETE_STATUSES, v.status) ? v.status : 'active') as AthleteStatus,
  userId: v.userId || null,
  notes: v.notes.trim(),
});
