/**
 * Reads the NRCD cross-country data set (../shared/data/nrcd-xc-2023-24: a public, anonymized set of
 * collegiate club results, 2023-24; its README explains the tables) into typed rows.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitRecords } from '@core/results-import/delimited';

export interface NrcdTeam {
  id: string;
  name: string;
  city: string;
  state: string;
}

export interface NrcdMeet {
  id: string;
  name: string;
  startDate: string;
  /** empty in a few rows: then the start date */
  endDate: string;
  city: string;
  state: string;
}

/** Race conditions of one race (meet, distance, gender; `section` names one of several races of a meet). */
export interface NrcdCourseDetail {
  meetId: string;
  runningEventId: string;
  gender: 'male' | 'female' | null;
  section: string;
  elevationGain: string;
  elevationLoss: string;
  estimatedDistance: string;
  temperature: string;
  realFeel: string;
  humidity: string;
  weather: string;
}

export interface NrcdResult {
  resultId: string;
  teamId: string;
  athleteId: string;
  /** the athlete's class at the meet: Fr, So, Jr, Sr, Gr or empty */
  grade: string;
  runningEventId: string;
  /** the race's name when a meet held several races of one distance (Championship, FR/SO...), else empty */
  section: string;
  /** m:ss.hh or h:mm:ss.hh */
  time: string;
  meetId: string;
}

export interface NrcdData {
  teams: Map<string, NrcdTeam>;
  /** athlete id -> gender */
  athletes: Map<string, 'male' | 'female'>;
  meets: Map<string, NrcdMeet>;
  /** running event id -> its name (5000m, 6000m, 8000m, 4 Mile, 5 Mile) */
  events: Map<string, string>;
  courseDetails: NrcdCourseDetail[];
  results: NrcdResult[];
}

export const NRCD_FILES = ['team.csv', 'athlete.csv', 'meet.csv', 'running_event.csv', 'course_details.csv', 'result.csv'] as const;

/** Rows of one CSV file as objects keyed by its header. */
const readCsv = (dir: string, file: string): Record<string, string>[] => {
  const text = readFileSync(path.join(dir, file), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = splitRecords(text, ',');
  if (!header) return [];
  return rows
    .filter((cells) => cells.some((c) => c.trim() !== ''))
    .map((cells) => Object.fromEntries(header.map((h, i) => [h.trim(), (cells[i] ?? '').trim()])));
};

const genderOf = (g: string | undefined): 'male' | 'female' | null => (g === 'M' ? 'male' : g === 'F' ? 'female' : null);

/** The files missing from `dir` (empty when it holds the data set). */
export const missingNrcdFiles = (dir: string): string[] => NRCD_FILES.filter((f) => !existsSync(path.join(dir, f)));

export const readNrcd = (dir: string): NrcdData => {
  const missing = missingNrcdFiles(dir);
  if (missing.length > 0) throw new Error(`${dir} is not the NRCD data set: ${missing.join(', ')} missing`);
  const teams = new Map(
    readCsv(dir, 'team.csv').map((r) => [r.team_id!, { id: r.team_id!, name: r.team_name!, city: r.city ?? '', state: r.state ?? '' }]),
  );
  const athletes = new Map<string, 'male' | 'female'>();
  for (const r of readCsv(dir, 'athlete.csv')) {
    const g = genderOf(r.gender);
    if (g) athletes.set(r.athlete_id!, g);
  }
  const meets = new Map(
    readCsv(dir, 'meet.csv').map((r) => [
      r.meet_id!,
      {
        id: r.meet_id!,
        name: r.meet_name!,
        startDate: r.start_date!,
        endDate: r.end_date || r.start_date!,
        city: r.meet_city ?? '',
        state: r.meet_state ?? '',
      },
    ]),
  );
  const events = new Map(readCsv(dir, 'running_event.csv').map((r) => [r.running_event_id!, r.event_name!]));
  const courseDetails = readCsv(dir, 'course_details.csv').map((r) => ({
    meetId: r.meet_id!,
    runningEventId: r.running_event_id!,
    gender: genderOf(r.gender),
    section: r.event_type ?? '',
    elevationGain: r.elevation_gain ?? '',
    elevationLoss: r.elevation_loss ?? '',
    estimatedDistance: r.estimated_course_distance ?? '',
    temperature: r.temperature ?? '',
    realFeel: r.real_feel ?? '',
    humidity: r.humidity ?? '',
    weather: r.weather_description ?? '',
  }));
  const results = readCsv(dir, 'result.csv').map((r) => ({
    resultId: r.result_id!,
    teamId: r.team_id!,
    athleteId: r.athlete_id!,
    grade: r.grade ?? '',
    runningEventId: r.running_event_id!,
    section: r.event_type ?? '',
    time: r.result_time!,
    meetId: r.meet_id!,
  }));
  return { teams, athletes, meets, events, courseDetails, results };
};
