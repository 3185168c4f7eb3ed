import { USER_GENDERS, type User, type UserProfileInput } from '@core/api/user';
import { EVENT_CATEGORIES, type EventCategory } from '@core/sport-events/catalogue';
import type { SportEventItem } from '../../lib/store/sport-events-store';

/** What the profile form holds (strings for selects, arrays for multi-selects). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  birthdate: string | null;
  gender: string | null;
  gradeLevel: string | null;
  sportEvents: string[];
  categories: string[];
}

export const emptyProfile: ProfileFormValues = {
  firstName: '',
  lastName: '',
  birthdate: null,
  gender: null,
  gradeLevel: null,
  sportEvents: [],
  categories: [],
};

export const profileFromUser = (user: User): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthdate: user.birthdate,
  gender: user.gender,
  gradeLevel: user.gradeLevel,
  sportEvents: user.sportEvents,
  categories: user.categories,
});

const isGender = (v: string | null): v is (typeof USER_GENDERS)[number] => (USER_GENDERS as readonly (string | null)[]).includes(v);
const isCategory = (v: string): v is EventCategory => (EVENT_CATEGORIES as readonly string[]).includes(v);

/** Who is filling in the onboarding profile: only athletes are asked for birthdate, gender, grade and events. */
export const PERSON_KINDS = [
  { value: 'athlete', label: 'an athlete' },
  { value: 'parent', label: 'a parent or guardian' },
  { value: 'staff', label: 'a coach or volunteer' },
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number]['value'];

export const isPersonKind = (v: string | null): v is PersonKind => PERSON_KINDS.some((k) => k.value === v);

/** The values a non-athlete sends: names only (anything typed before choosing is not kept). */
export const withoutAthleteFields = (values: ProfileFormValues): ProfileFormValues => ({
  ...emptyProfile,
  firstName: values.firstName,
  lastName: values.lastName,
});

/** The body for register and patch. */
export const profileInput = (values: ProfileFormValues): UserProfileInput => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  birthdate: values.birthdate || null,
  gender: isGender(values.gender) ? values.gender : null,
  gradeLevel: values.gradeLevel?.trim() || null,
  sportEvents: values.sportEvents,
  categories: values.categories.filter(isCategory),
});

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

export const GRADE_OPTIONS = [
  ...['6', '7', '8', '9', '10', '11', '12'].map((g) => ({ value: g, label: `Grade ${g}` })),
  { value: 'college-1', label: 'College, 1st year' },
  { value: 'college-2', label: 'College, 2nd year' },
  { value: 'college-3', label: 'College, 3rd year' },
  { value: 'college-4', label: 'College, 4th year' },
  { value: 'graduate', label: 'Graduate' },
  { value: 'adult', label: 'Adult / not in school' },
];

const CATEGORY_LABELS: Record<EventCategory, string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  relays: 'Relays',
  jumps: 'Jumps',
  throws: 'Throws',
  indoor: 'Indoor',
  'cross-country': 'Cross country',
  combined: 'Combined events',
};

export const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/**
 * Event options grouped by category, one per event slug, keeping the catalogue's fixed order;
 * for a male or female profile only the events held for that gender.
 */
export const eventOptions = (events: readonly SportEventItem[], gender: string | null) => {
  const seen = new Set<string>();
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const e of events) {
    if (e.gender === 'mixed' || seen.has(e.event)) continue;
    if ((gender === 'male' || gender === 'female') && e.gender !== gender) continue;
    seen.add(e.event);
    const group = CATEGORY_LABELS[e.category];
    groups.set(group, [...(groups.get(group) ?? []), { value: e.event, label: e.displayName }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
};
