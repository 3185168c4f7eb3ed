import type { MeetSeason } from '@core/api/results';
import type { Meet, MeetInput } from '@core/api/meets';
import { DEFAULT_SCORING_TABLES, isTrackScoring, readTableText, tableText, type MeetScoring } from '@core/scoring/tables';
import { seasonYearOf } from '@core/seasons';
import { seasonLabel } from '../../lib/meet-labels';

/** What the meet form holds: dates as YYYY-MM-DD strings, the season year as a number or '' while empty. */
export interface MeetFormValues {
  name: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  /** null until the coach picks one (a first day fills an empty season with its likely one) */
  season: MeetSeason | null;
  seasonYear: number | string;
  host: string;
  notes: string;
  /** the course of a cross-country meet; '' for none */
  courseId: string;
  /** how team scores are kept; 'auto' on a new meet: by the season (cross-country scoring for a cross-country meet, else none) */
  scoring: MeetScoring | 'auto';
  /** the meet's own points by place ("6-4-3-2-1"); '' for the scoring's default */
  individualTable: string;
  relayTable: string;
}

/** The season and year the form will save: the typed year, else the season's year by the first day (core/seasons). */
export const savedSeason = (values: Pick<MeetFormValues, 'season' | 'seasonYear' | 'startDate'>): string | null => {
  if (!values.season) return null;
  const year =
    typeof values.seasonYear === 'number' ? values.seasonYear : values.startDate ? seasonYearOf(values.season, values.startDate) : null;
  return year === null ? null : seasonLabel({ season: values.season, seasonYear: year });
};

export const emptyMeet = (): MeetFormValues => ({
  name: '',
  startDate: null,
  endDate: null,
  location: '',
  season: null,
  seasonYear: '',
  host: '',
  notes: '',
  courseId: '',
  scoring: 'auto',
  individualTable: '',
  relayTable: '',
});

export const meetToForm = (meet: Meet): MeetFormValues => ({
  name: meet.name,
  startDate: meet.startDate,
  endDate: meet.endDate,
  location: meet.location,
  season: meet.season,
  seasonYear: meet.seasonYear,
  host: meet.host,
  notes: meet.notes,
  courseId: meet.courseId ?? '',
  scoring: meet.scoring,
  individualTable: meet.scoringTable ? tableText(meet.scoringTable.individual) : '',
  relayTable: meet.scoringTable ? tableText(meet.scoringTable.relay) : '',
});

const tableProblem = (v: string, values: MeetFormValues): string | null =>
  v.trim() && values.scoring !== 'auto' && isTrackScoring(values.scoring) && readTableText(v) === null
    ? 'Points by place, first place first, e.g. 6-4-3-2-1 (up to 20 places)'
    : null;

/** Client-side checks, the same the server makes (the server's 400 still names a field it refuses). */
export const validateMeet = {
  name: (v: string) => (v.trim().length < 2 ? 'At least 2 characters' : v.trim().length > 120 ? 'At most 120 characters' : null),
  startDate: (v: string | null) => (v ? null : 'Pick the first day of the meet'),
  endDate: (v: string | null, values: MeetFormValues) =>
    v && values.startDate && v < values.startDate ? 'The last day cannot be before the first' : null,
  season: (v: MeetSeason | null) => (v ? null : 'Pick the season'),
  seasonYear: (v: number | string) =>
    v === '' || (typeof v === 'number' && Number.isInteger(v) && v >= 1950 && v <= 2100) ? null : 'A year between 1950 and 2100',
  location: (v: string) => (v.trim().length > 200 ? 'At most 200 characters' : null),
  host: (v: string) => (v.trim().length > 120 ? 'At most 120 characters' : null),
  notes: (v: string) => (v.trim().length > 4000 ? 'At most 4000 characters' : null),
  individualTable: tableProblem,
  relayTable: tableProblem,
};

/** The meet's own table when the coach typed one for a track scoring; relays default to the scoring's when left empty. */
const scoringTableOf = (values: MeetFormValues): MeetInput['scoringTable'] => {
  if (values.scoring === 'auto' || !isTrackScoring(values.scoring)) return null;
  const individual = readTableText(values.individualTable);
  const relay = values.relayTable.trim() ? readTableText(values.relayTable) : null;
  if (!individual && !relay) return null;
  return {
    individual: individual ?? DEFAULT_SCORING_TABLES[values.scoring].individual,
    relay: relay ?? (values.relayTable.trim() === '0' ? [] : DEFAULT_SCORING_TABLES[values.scoring].relay),
  };
};

export const meetInput = (values: MeetFormValues): MeetInput => ({
  name: values.name.trim(),
  startDate: values.startDate ?? '',
  endDate: values.endDate || null,
  location: values.location.trim(),
  // the form refuses an empty season before it gets here
  season: values.season ?? 'outdoor',
  seasonYear: typeof values.seasonYear === 'number' ? values.seasonYear : undefined,
  host: values.host.trim(),
  notes: values.notes.trim(),
  // only cross-country meets run on a course
  courseId: values.season === 'cross-country' && values.courseId ? values.courseId : null,
  ...(values.scoring !== 'auto' ? { scoring: values.scoring, scoringTable: scoringTableOf(values) } : {}),
});
