/**
 * What loading one school of the NRCD data set into a team writes: that school's runners as the
 * roster, the meets they ran (a meet that held several races of one distance and gender, e.g.
 * Championship and FR/SO, becomes one meet per race), one meet event per race (gender and distance),
 * their results, and a course per venue (the data set names no course: meets in one town, state are
 * taken as one course). Runners of other schools in those races become the meet event's competitors
 * (decision 027: never the team's athletes), so the meets score as cross-country. Everyone in a race
 * is placed by the data set's time in hundredths, the precision the marks keep.
 */
import { gradYearFromGrade } from '@core/api/athletes';
import { parseMark } from '@core/marks';
import { placesBy } from '@core/ranking';
import { seasonYearOf } from '@core/seasons';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import { markColumns, type MarkColumns } from '../../services/results/mark-row';
import type { NrcdCourseDetail, NrcdData, NrcdMeet, NrcdResult, NrcdTeam } from './read';

/** The catalogue's cross-country distance of each of the data set's event names. */
const EVENT_SLUGS: Record<string, string> = {
  '5000m': 'xc-5k',
  '6000m': 'xc-6k',
  '8000m': 'xc-8k',
  '4 Mile': 'xc-4mile',
  '5 Mile': 'xc-5mile',
};
const GRADES: Record<string, number> = { Fr: 9, So: 10, Jr: 11, Sr: 12 };

/** Where a meet's and an athlete's notes say they came from (and how a second load is recognised). */
export const NRCD_NOTE = 'Imported from the NRCD cross-country data set 2023-24';

export interface PlannedCourse {
  key: string;
  name: string;
  address: string;
  /** catalogue slugs run on it by the team (xc-8k...) */
  distances: string[];
}

export interface PlannedMeet {
  key: string;
  name: string;
  startDate: string;
  endDate: string;
  location: string;
  seasonYear: number;
  courseKey: string;
  notes: string;
}

export interface PlannedAthlete {
  sourceId: string;
  gender: 'male' | 'female';
  /** from the latest class (Fr-Sr) the data gives; null for graduate students and unknown classes */
  gradYear: number | null;
}

export interface PlannedResult {
  sourceId: string;
  meetKey: string;
  /** gender and distance, e.g. male-xc-8k: one meet event per meet and type */
  eventType: string;
  athleteSourceId: string;
  columns: MarkColumns;
  /** place in the race among every school's runners, by time (ties share) */
  place: number;
}

/** Another school's runner in one of the team's races: a competitor of the meet event. */
export interface PlannedCompetitor {
  meetKey: string;
  eventType: string;
  /** `Runner <athlete id>` (the data set has no names) */
  name: string;
  /** the school's name */
  team: string;
  columns: MarkColumns;
  place: number;
}

export interface NrcdPlan {
  school: NrcdTeam;
  courses: PlannedCourse[];
  meets: PlannedMeet[];
  athletes: PlannedAthlete[];
  results: PlannedResult[];
  competitors: PlannedCompetitor[];
  /** rows of the team's races (any school) left out */
  skipped: {
    /** the same athlete twice in one race (the data set repeats a few rows) */
    duplicates: number;
    /** an event name or a time the catalogue cannot read */
    unreadable: number;
  };
}

/** The school named by id or by name (any case; a unique part of a name is enough). */
export const findSchool = (data: NrcdData, query: string): NrcdTeam => {
  const q = query.trim().toLowerCase();
  const exact = data.teams.get(query.trim()) ?? [...data.teams.values()].find((t) => t.name.toLowerCase() === q);
  if (exact) return exact;
  const partial = [...data.teams.values()].filter((t) => t.name.toLowerCase().includes(q));
  if (partial.length === 1) return partial[0]!;
  if (partial.length === 0)
    throw new Error(`No school of the data set is named "${query}" (npm run import:nrcd -- --list-teams lists them)`);
  throw new Error(
    `"${query}" names ${partial.length} schools: ${partial
      .slice(0, 8)
      .map((t) => `${t.name} (${t.id})`)
      .join(', ')}${partial.length > 8 ? '...' : ''}; give the full name or the id`,
  );
};

/** Schools with their result counts, most results first. */
export const schoolsByResults = (data: NrcdData): { school: NrcdTeam; results: number }[] => {
  const counts = new Map<string, number>();
  for (const r of data.results) counts.set(r.teamId, (counts.get(r.teamId) ?? 0) + 1);
  return [...data.teams.values()]
    .map((school) => ({ school, results: counts.get(school.id) ?? 0 }))
    .sort((a, b) => b.results - a.results || a.school.name.localeCompare(b.school.name));
};

const raceKey = (meetId: string, eventId: string, gender: string) => `${meetId}|${eventId}|${gender}`;

/** Meets whose results name more than one race of one distance and gender: they are split per race. */
const meetsWithSections = (data: NrcdData): Set<string> => {
  const sections = new Map<string, Set<string>>();
  for (const r of data.results) {
    const key = raceKey(r.meetId, r.runningEventId, data.athletes.get(r.athleteId) ?? '');
    sections.set(key, (sections.get(key) ?? new Set()).add(r.section));
  }
  return new Set([...sections.entries()].filter(([, s]) => s.size > 1).map(([k]) => k.split('|')[0]!));
};

const GENDER_WORD = { male: "Men's", female: "Women's" } as const;

/** One race's conditions as the data set gives them (weather, elevation, measured distance; its time of day has no time zone: left out). */
const conditionsLine = (d: NrcdCourseDetail, eventName: string): string | null => {
  const parts: string[] = [];
  if (d.temperature)
    parts.push(`${Math.round(Number(d.temperature))}°F${d.realFeel ? ` (feels like ${Math.round(Number(d.realFeel))}°F)` : ''}`);
  if (d.weather) parts.push(d.weather);
  if (d.humidity) parts.push(`humidity ${Math.round(Number(d.humidity))}%`);
  if (d.elevationGain) parts.push(`elevation gain ${Number(d.elevationGain)}${d.elevationLoss ? `, loss ${Number(d.elevationLoss)}` : ''}`);
  if (d.estimatedDistance) parts.push(`estimated distance ${Number(d.estimatedDistance)} m`);
  if (parts.length === 0) return null;
  const who = d.gender ? `${GENDER_WORD[d.gender]} ${eventName}` : eventName;
  return `${who}${d.section ? ` (${d.section})` : ''}: ${parts.join('; ')}.`;
};

const meetNotes = (data: NrcdData, meet: NrcdMeet, section: string, split: boolean): string => {
  const lines = data.courseDetails
    .filter((d) => d.meetId === meet.id && (!split || d.section === section))
    .map((d) => conditionsLine(d, data.events.get(d.runningEventId) ?? ''))
    .filter((l): l is string => l !== null)
    .sort();
  return [`${NRCD_NOTE} (meet ${meet.id}${section ? `, race "${section}"` : ''}).`, ...lines].join('\n');
};

/** The data set's time (m:ss.hh or h:mm:ss.hh, already read as a mark) in hundredths: the finish order. */
const hundredths = (time: string): number => Math.round(time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 100);

/** Places each race's runners (one key per meet event) by time; equal times share the better place (1, 2, 2, 4). */
const placeRaces = (runners: { key: string; time: number; row: { place: number } }[]): void => {
  const byRace = new Map<string, typeof runners>();
  for (const r of runners) {
    const race = byRace.get(r.key) ?? [];
    race.push(r);
    byRace.set(r.key, race);
  }
  for (const race of byRace.values()) {
    const places = placesBy(race, (a, b) => (a.time === b.time ? 0 : a.time - b.time));
    race.forEach((r, i) => (r.row.place = places[i]!));
  }
};

/** The rows to write for one school; nothing is read from or written to a database here. */
export const planNrcdImport = (data: NrcdData, school: NrcdTeam): NrcdPlan => {
  const split = meetsWithSections(data);
  const own = data.results.filter((r) => r.teamId === school.id);
  // a race: meet, distance, gender and section
  const race = (r: NrcdResult) => `${raceKey(r.meetId, r.runningEventId, data.athletes.get(r.athleteId) ?? '')}|${r.section}`;
  const ownRaces = new Set(own.map(race));
  const others = data.results.filter((r) => r.teamId !== school.id && ownRaces.has(race(r)));

  const courses = new Map<string, PlannedCourse>();
  const meets = new Map<string, PlannedMeet>();
  const athletes = new Map<string, PlannedAthlete & { gradeDate: string }>();
  const results: PlannedResult[] = [];
  const competitors: PlannedCompetitor[] = [];
  const timed: { key: string; time: number; row: { place: number } }[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let unreadable = 0;
  /** A row's meet (split per race where the meet held several), event type and mark, or null when unreadable. */
  const readRow = (r: NrcdResult) => {
    const meet = data.meets.get(r.meetId);
    const gender = data.athletes.get(r.athleteId);
    const slug = EVENT_SLUGS[data.events.get(r.runningEventId) ?? ''];
    if (!meet || !gender || !slug) return null;
    const eventType = `${gender}-${slug}`;
    const parsed = findSportEvent(eventType) ? parseMark(eventType, r.time) : null;
    if (!parsed?.ok) return null;
    const section = split.has(meet.id) ? r.section : '';
    return { meet, gender, slug, eventType, mark: parsed.mark, section, meetKey: `${meet.id}|${section}` };
  };
  // in date order, so an athlete's class is the latest one given
  const ordered = [...own].sort((a, b) =>
    (data.meets.get(a.meetId)?.startDate ?? '').localeCompare(data.meets.get(b.meetId)?.startDate ?? ''),
  );
  for (const r of ordered) {
    const read = readRow(r);
    if (!read) {
      unreadable += 1;
      continue;
    }
    const { meet, gender, slug, eventType, mark, section, meetKey } = read;
    const entryKey = `${meetKey}|${eventType}|${r.athleteId}`;
    if (seen.has(entryKey)) {
      duplicates += 1;
      continue;
    }
    seen.add(entryKey);

    const courseKey = `${meet.city}|${meet.state}`;
    const course = courses.get(courseKey) ?? {
      key: courseKey,
      name: [meet.city, meet.state].filter(Boolean).join(', ') || meet.name,
      address: [meet.city, meet.state].filter(Boolean).join(', '),
      distances: [],
    };
    if (!course.distances.includes(slug)) course.distances.push(slug);
    courses.set(courseKey, course);
    if (!meets.has(meetKey)) {
      meets.set(meetKey, {
        key: meetKey,
        name: section ? `${meet.name} (${section})` : meet.name,
        startDate: meet.startDate,
        endDate: meet.endDate < meet.startDate ? meet.startDate : meet.endDate,
        location: course.address,
        seasonYear: seasonYearOf('cross-country', meet.startDate),
        courseKey,
        notes: meetNotes(data, meet, section, split.has(meet.id)),
      });
    }
    const athlete = athletes.get(r.athleteId) ?? { sourceId: r.athleteId, gender, gradYear: null, gradeDate: '' };
    const grade = GRADES[r.grade];
    if (r.grade && meet.startDate >= athlete.gradeDate) {
      athlete.gradYear = grade === undefined ? null : gradYearFromGrade(grade, new Date(`${meet.startDate}T12:00:00Z`));
      athlete.gradeDate = meet.startDate;
    }
    athletes.set(r.athleteId, athlete);
    const result: PlannedResult = {
      sourceId: r.resultId,
      meetKey,
      eventType,
      athleteSourceId: r.athleteId,
      columns: markColumns(eventType, mark, null),
      place: 0,
    };
    results.push(result);
    timed.push({ key: `${meetKey}|${eventType}`, time: hundredths(r.time), row: result });
  }
  // other schools' runners in the meet events the team's results opened
  const events = new Set(timed.map((t) => t.key));
  for (const r of others) {
    const read = readRow(r);
    if (!read || !events.has(`${read.meetKey}|${read.eventType}`)) {
      unreadable += 1;
      continue;
    }
    const { meetKey, eventType, mark } = read;
    const entryKey = `${meetKey}|${eventType}|${r.athleteId}`;
    if (seen.has(entryKey)) {
      duplicates += 1;
      continue;
    }
    seen.add(entryKey);
    const competitor: PlannedCompetitor = {
      meetKey,
      eventType,
      name: `Runner ${r.athleteId}`,
      team: data.teams.get(r.teamId)?.name ?? `Team ${r.teamId}`,
      columns: markColumns(eventType, mark, null),
      place: 0,
    };
    competitors.push(competitor);
    timed.push({ key: `${meetKey}|${eventType}`, time: hundredths(r.time), row: competitor });
  }
  placeRaces(timed);
  return {
    school,
    courses: [...courses.values()].map((c) => ({ ...c, distances: c.distances.sort((a, b) => eventOrder(a) - eventOrder(b)) })),
    meets: [...meets.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name)),
    athletes: [...athletes.values()].map(({ gradeDate: _gradeDate, ...a }) => a),
    results,
    competitors,
    skipped: { duplicates, unreadable },
  };
};
