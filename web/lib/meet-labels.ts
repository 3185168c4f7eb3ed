import type { Meet, MeetStatus } from '@core/api/meets';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import { usDay } from './date-labels';

export const SEASON_LABELS: Record<MeetSeason, string> = {
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  'cross-country': 'Cross country',
};
export const SEASON_OPTIONS = MEET_SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] }));

export const STATUS_LABELS: Record<MeetStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<MeetStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'red',
};

const day = (iso: string, withYear: boolean) => usDay(new Date(`${iso}T12:00:00Z`), { year: withYear });

/** "Sat, Apr 18, 2026" or "Fri, Apr 17 – Sat, Apr 18, 2026". */
export const meetDates = (meet: Pick<Meet, 'startDate' | 'endDate'>): string =>
  meet.endDate && meet.endDate !== meet.startDate
    ? `${day(meet.startDate, false)} – ${day(meet.endDate, true)}`
    : day(meet.startDate, true);

/** A season with its year, wherever one is shown (meets, record boards, performance tables): "Indoor 2027". */
export const seasonLabel = (s: { season: MeetSeason; seasonYear: number }): string => `${SEASON_LABELS[s.season]} ${s.seasonYear}`;

/** A date on its own, e.g. in result tables: "Apr 18, 2026". */
export const shortDate = (iso: string): string => usDay(new Date(`${iso.slice(0, 10)}T12:00:00Z`), { weekday: false });
