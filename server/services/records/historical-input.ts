/**
 * A historical record as typed (by hand or on an import row) read into stored columns by the mark
 * engine with the team's settings. Each problem names its field; wind-aided marks and non-marks
 * are refused: they never become records.
 */
import { isMeasuredXc } from '@core/sport-events/measured-xc';
import { findSportEvent } from '@core/sport-events/sport-events';
import { isIndoorEvent, isWindAided, isWindEvent, parseMark, parseWind } from '@core/marks';
import type { MeetSeason } from '@core/api/results';
import { seasonOfMark } from '@core/seasons';
import type { TeamSettings } from '../organizations/team-settings';
import { markColumns } from '../results/mark-row';

export interface HistoricalFields {
  eventType: string;
  indoor: boolean;
  athleteNames: string[];
  mark: string;
  wind?: string | undefined;
  date: string;
  meetName: string;
  grade?: number | null | undefined;
  note: string;
  source: string;
  /** a course record: a cross-country race at a course's measured distance may be one (decision 058) */
  courseRecord?: boolean;
}

export interface HistoricalColumns {
  eventType: string;
  indoor: boolean;
  athleteNames: string[];
  markKind: 'time' | 'length';
  ms: number | null;
  timing: 'fat' | 'hand' | null;
  mm: number | null;
  quarterInches: number | null;
  windTenths: number | null;
  sortValue: number;
  sortValueRaw: number;
  date: string;
  season: MeetSeason;
  seasonYear: number;
  meetName: string;
  grade: number | null;
  note: string;
  source: string;
}

export interface FieldIssue {
  field: 'event' | 'athlete' | 'mark' | 'wind' | 'date' | 'grade';
  message: string;
}

export type HistoricalOutcome = { ok: true; value: HistoricalColumns } | { ok: false; errors: FieldIssue[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const readHistoricalRecord = (input: HistoricalFields, settings: TeamSettings): HistoricalOutcome => {
  const errors: FieldIssue[] = [];
  const sport = findSportEvent(input.eventType);
  if (!sport) errors.push({ field: 'event', message: `Unknown event "${input.eventType}"` });
  // team records are kept for standard distances only; a course's own distance has course records
  else if (!input.courseRecord && isMeasuredXc(sport.type))
    errors.push({
      field: 'event',
      message: `${sport.displayName} is a course's measured distance: its records are course records (Courses), not team records`,
    });
  const names = input.athleteNames.map((n) => n.trim()).filter(Boolean);
  if (sport?.kind === 'relay' && names.length !== 4)
    errors.push({ field: 'athlete', message: `A relay record names its four legs (${names.length} given)` });
  if (sport && sport.kind !== 'relay' && names.length !== 1)
    errors.push({
      field: 'athlete',
      message: names.length === 0 ? "The athlete's name is missing" : 'One athlete per record (a relay names four)',
    });
  if (!DATE.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`)))
    errors.push({ field: 'date', message: `"${input.date}" is not a date (YYYY-MM-DD)` });
  if (input.grade !== undefined && input.grade !== null && (!Number.isInteger(input.grade) || input.grade < 1 || input.grade > 12)) {
    errors.push({ field: 'grade', message: `"${input.grade}" is not a grade level (1-12)` });
  }
  if (!sport) return { ok: false, errors };
  const parsed = parseMark(sport.type, input.mark, { handTimeConversion: settings.handTimeConversion, units: settings.units });
  let wind: number | null = null;
  if (input.wind && isWindEvent(sport.type)) {
    const w = parseWind(input.wind);
    if (!w.ok) errors.push({ field: 'wind', message: w.error });
    else wind = w.mark;
  }
  if (!parsed.ok) errors.push({ field: 'mark', message: parsed.error });
  else if (parsed.mark.kind === 'non-mark')
    errors.push({ field: 'mark', message: `${input.mark} is not a mark: non-marks never become records` });
  else if (parsed.mark.kind === 'points')
    errors.push({ field: 'mark', message: `A ${sport.displayName} record comes from its meet result (points of its disciplines)` });
  else if (isWindAided(sport.type, wind))
    errors.push({ field: 'wind', message: `Wind-aided (+${wind!.toFixed(1)} m/s, over +2.0): wind-aided marks never become records` });
  if (errors.length > 0 || !parsed.ok || parsed.mark.kind === 'non-mark' || parsed.mark.kind === 'points') return { ok: false, errors };
  const cols = markColumns(sport.type, parsed.mark, wind, settings.handTimeRule);
  const indoor = input.indoor || isIndoorEvent(sport.type);
  return {
    ok: true,
    value: {
      eventType: sport.type,
      indoor,
      athleteNames: names,
      markKind: cols.markKind === 'time' ? 'time' : 'length',
      ms: cols.ms,
      timing: cols.timing,
      mm: cols.mm,
      quarterInches: cols.quarterInches,
      windTenths: cols.windTenths,
      sortValue: cols.sortValue!,
      sortValueRaw: cols.sortValueRaw!,
      date: input.date,
      ...seasonOfMark(sport.type, indoor, input.date),
      meetName: input.meetName.trim(),
      grade: input.grade ?? null,
      note: input.note.trim(),
      source: input.source.trim(),
    },
  };
};

/** Two records are the same when event, environment, athletes (any case), mark and date are. */
export const duplicateKey = (c: Pick<HistoricalColumns, 'eventType' | 'indoor' | 'athleteNames' | 'sortValueRaw' | 'date'>): string =>
  [c.eventType, c.indoor, c.athleteNames.map((n) => n.toLowerCase().replace(/\s+/g, ' ')).join('/'), c.sortValueRaw, c.date].join('|');
