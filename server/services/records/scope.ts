/**
 * Which marks a board holds: all-time (indoor or outdoor), one season (indoor, outdoor or cross
 * country, with its year), or one grade level (indoor or outdoor). The same filter is written for
 * results (SQL) and for historical records.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BoardQuery, RecordBoard } from '@core/api/records';
import type { MeetSeason } from '@core/api/results';
import { SPORT_EVENTS } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { historicalRecords, results } from '../../db/schema';
import { visibleMeetsAs, type MeetScope } from '../meets/visibility';
import { GRADE_SQL, GRAD_YEAR_SQL } from './grade-sql';
import { legalText } from '../results/best-sql';

export interface BoardScope {
  board: RecordBoard;
  indoor: boolean;
  season: { season: MeetSeason; seasonYear: number } | null;
  grade: number | null;
  /** course records: only results of meets on this course, and this course's historical records */
  courseId?: string | null;
  /** the meets whose results count: an invitee's boards leave drafts out (meets/visibility) */
  meets: MeetScope;
}

export interface ScopeOptions {
  seasons: { season: MeetSeason; seasonYear: number }[];
  grades: number[];
}

const SEASON_ORDER: Record<MeetSeason, number> = { indoor: 0, outdoor: 1, 'cross-country': 2 };

/**
 * Seasons and grade levels with marks (results or team historical records), for the pickers. Each
 * candidate (a season some meet is in; a grade 1-12) is proved by one legal result found along an
 * index (a LIMIT 1 lateral, so the planner probes instead of reading every result): a team with a
 * million results answers from a few index rows per candidate.
 */
export const loadScopeOptions = async (db: Db, organizationId: string, meetScope: MeetScope): Promise<ScopeOptions> => {
  const seasons = await db.execute<{ season: MeetSeason; season_year: number }>(sql`
    select s.season, s.season_year
      from (select distinct season, season_year from meets m where m.organization_id = ${organizationId} and ${visibleMeetsAs(meetScope, 'm')}) s
      cross join lateral (
        select 1 from meets m join ${results} r on r.organization_id = ${organizationId} and r.meet_id = m.id and r.legal
        where m.organization_id = ${organizationId} and m.season = s.season and m.season_year = s.season_year
          and ${visibleMeetsAs(meetScope, 'm')}
        limit 1) found
    union
    select h.season, h.season_year from ${historicalRecords} h where h.organization_id = ${organizationId} and h.course_id is null`);
  // a grade needs an athlete whose graduation year puts them in it in the school year of some meet
  const grades = await db.execute<{ grade: number }>(sql`
    select k.grade from generate_series(1, 12) k(grade)
      cross join lateral (
        select 1 from athletes a
          join ${results} r on r.organization_id = ${organizationId} and r.athlete_id = a.id and r.legal
          join meets m on m.id = r.meet_id
        where a.organization_id = ${organizationId}
          and a.grad_year in (select distinct ${sql.raw(GRAD_YEAR_SQL('k.grade', 'm.start_date'))} from meets m where m.organization_id = ${organizationId})
          and ${sql.raw(GRADE_SQL('a.grad_year', 'm.start_date'))} = k.grade
          and ${visibleMeetsAs(meetScope, 'm')}
        limit 1) found
    union
    select h.grade from ${historicalRecords} h where h.organization_id = ${organizationId} and h.course_id is null and h.grade is not null`);
  return {
    seasons: seasons.rows
      .map((r) => ({ season: r.season, seasonYear: Number(r.season_year) }))
      .sort((a, b) => b.seasonYear - a.seasonYear || SEASON_ORDER[a.season] - SEASON_ORDER[b.season]),
    grades: grades.rows
      .map((r) => Number(r.grade))
      .filter((g) => g >= 1 && g <= 12)
      .sort((a, b) => a - b),
  };
};

/** The scope a query asks for; the season board without a season takes the latest one with marks. */
export const scopeOf = (
  q: Pick<BoardQuery, 'board' | 'environment' | 'season' | 'seasonYear' | 'grade'>,
  options: ScopeOptions,
  meets: MeetScope,
): BoardScope => {
  if (q.board === 'season') {
    const named = q.season && q.seasonYear ? { season: q.season, seasonYear: q.seasonYear } : null;
    const season = named ?? options.seasons[0] ?? null;
    return { board: 'season', indoor: season?.season === 'indoor', season, grade: null, meets };
  }
  if (q.board === 'grade') {
    return { board: 'grade', indoor: q.environment === 'indoor', season: null, grade: q.grade ?? options.grades.at(-1) ?? null, meets };
  }
  return { board: 'all-time', indoor: q.environment === 'indoor', season: null, grade: null, meets };
};

/** Whether the scope can hold marks at all (a season or grade board with nothing to pick holds none). */
export const scopeIsEmpty = (s: BoardScope): boolean => (s.board === 'season' && !s.season) || (s.board === 'grade' && s.grade === null);

const CATALOGUE_TYPES = SPORT_EVENTS.map((e) => e.type);

/**
 * Results aliased r of the catalogue's events: a team board holds standard events only, never a
 * cross-country race at one course's measured distance (core/sport-events/measured-xc.ts, decision 058).
 */
export const catalogueEventSql = (alias: string): SQL => sql`${sql.raw(alias)}.event_type in ${CATALOGUE_TYPES}`;

/** The scope's filter on results aliased r, their meets m and athletes a. */
export const resultScopeSql = (s: BoardScope): SQL => {
  const parts: SQL[] = [sql`${sql.raw(legalText('r'))} and r.indoor = ${s.indoor}`, visibleMeetsAs(s.meets, 'm')];
  // a course's board holds every distance run on it; the team's, the standard ones
  parts.push(s.courseId ? sql`m.course_id = ${s.courseId}` : catalogueEventSql('r'));
  if (s.season) parts.push(sql`m.season = ${s.season.season} and m.season_year = ${s.season.seasonYear}`);
  if (s.grade !== null) parts.push(sql`a.grad_year is not null and ${sql.raw(GRADE_SQL('a.grad_year', 'm.start_date'))} = ${s.grade}`);
  return sql.join(parts, sql` and `);
};

/** The scope's filter on historical records aliased h. */
export const historicalScopeSql = (s: BoardScope): SQL => {
  const parts: SQL[] = [s.courseId ? sql`h.course_id = ${s.courseId}` : sql`h.course_id is null`, sql`h.indoor = ${s.indoor}`];
  if (s.season) parts.push(sql`h.season = ${s.season.season} and h.season_year = ${s.season.seasonYear}`);
  if (s.grade !== null) parts.push(sql`h.grade = ${s.grade}`);
  return sql.join(parts, sql` and `);
};
