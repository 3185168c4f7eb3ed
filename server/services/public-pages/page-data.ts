/**
 * What a team's public pages show, loaded by the services that answer signed-in members, with the
 * invitee's scope: no draft meet, nor anything of one (decision 046). Only the names differ: the
 * presenters shorten them (docs/privacy-data.md).
 */
import type { MeetSeason } from '@core/api/results';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { loadAthleteProfile, type AthleteProfileData } from '../athletes/profile';
import { todayIn } from '@core/schedule/time-zones';
import { listMeets, type MeetRecord } from '../meets/meets';
import { loadMeetDetail, type MeetDetailRecord } from '../meets/detail';
import type { MeetScope } from '../meets/visibility';
import { loadBoard, type BoardEvent } from '../records/board';
import { loadScopeOptions, scopeOf } from '../records/scope';
import { listCourses, type CourseRecord } from '../courses/courses';
import { loadStandings, type StandingsRecord } from '../standings/standings';
import { loadPublicAthletes } from './consent';
import { PUBLIC_MEET_SCOPE, type PublicTeam } from './public-team';

/** The public's scope: an invitee's (published meets only). */
export const PUBLIC_SCOPE: MeetScope = PUBLIC_MEET_SCOPE;

const RECORD_TOP = 1;

export interface PublicTeamPageRecord {
  today: string;
  upcoming: MeetRecord[];
  /** the meets of the season of the next meet (else the last one), in date order */
  season: MeetRecord[];
  /** the latest past meets with results */
  recent: MeetRecord[];
  outdoorRecords: BoardEvent[];
  indoorRecords: BoardEvent[];
  courses: { course: CourseRecord; records: BoardEvent[] }[];
  publicAthletes: ReadonlyMap<string, { firstName: string; lastName: string }>;
}

export const loadPublicTeamPage = async (db: Db, team: PublicTeam): Promise<PublicTeamPageRecord> => {
  const organizationId = team.organization.id;
  const today = todayIn(team.settings.timezone);
  const page = { limit: 10, offset: 0 } as const;
  const [upcoming, past, options, courseList, publicAthletes] = await Promise.all([
    listMeets(db, organizationId, { ...page, when: 'upcoming' }, today, PUBLIC_SCOPE),
    listMeets(db, organizationId, { ...page, when: 'past' }, today, PUBLIC_SCOPE),
    loadScopeOptions(db, organizationId, PUBLIC_SCOPE),
    listCourses(db, organizationId),
    loadPublicAthletes(db, organizationId, team.athleteProfiles),
  ]);
  const anchor = upcoming.rows[0] ?? past.rows[0];
  const conversion = team.settings.conversion;
  const [season, outdoorRecords, indoorRecords, courseBoards] = await Promise.all([
    anchor
      ? listMeets(
          db,
          organizationId,
          { limit: 100, offset: 0, when: 'all', season: anchor.meet.season as MeetSeason, seasonYear: anchor.meet.seasonYear },
          today,
          PUBLIC_SCOPE,
        )
      : Promise.resolve({ rows: [] as MeetRecord[], total: 0 }),
    loadBoard(db, organizationId, scopeOf({ board: 'all-time', environment: 'outdoor' }, options, PUBLIC_SCOPE), conversion, RECORD_TOP),
    loadBoard(db, organizationId, scopeOf({ board: 'all-time', environment: 'indoor' }, options, PUBLIC_SCOPE), conversion, RECORD_TOP),
    Promise.all(
      courseList.map((c) =>
        loadBoard(
          db,
          organizationId,
          { board: 'all-time', indoor: false, season: null, grade: null, courseId: c.course.id, meets: PUBLIC_SCOPE },
          conversion,
          RECORD_TOP,
        ),
      ),
    ),
  ]);
  return {
    today,
    upcoming: upcoming.rows,
    season: [...season.rows].sort((a, b) => a.meet.startDate.localeCompare(b.meet.startDate)),
    recent: past.rows.filter((m) => m.resultCount > 0).slice(0, 5),
    outdoorRecords,
    indoorRecords,
    courses: courseList.map((course, i) => ({ course, records: courseBoards[i] ?? [] })).filter((c) => c.records.length > 0),
    publicAthletes,
  };
};

export interface PublicMeetPageRecord {
  meet: MeetDetailRecord;
  standings: StandingsRecord;
  publicAthletes: ReadonlyMap<string, { firstName: string; lastName: string }>;
}

/** A published meet of the team with its results and standings; 404 for a draft, as for an unknown meet. */
export const loadPublicMeetPage = async (db: Db, team: PublicTeam, meetId: string): Promise<PublicMeetPageRecord> => {
  const organizationId = team.organization.id;
  const meet = await loadMeetDetail(db, organizationId, meetId, team.settings, PUBLIC_SCOPE);
  const [standings, publicAthletes] = await Promise.all([
    loadStandings(db, organizationId, meetId, team.settings, PUBLIC_SCOPE),
    loadPublicAthletes(db, organizationId, team.athleteProfiles),
  ]);
  return { meet, standings, publicAthletes };
};

export interface PublicAthletePageRecord {
  profile: AthleteProfileData;
  publicAthletes: ReadonlyMap<string, { firstName: string; lastName: string }>;
}

/**
 * An athlete's public profile: only one with a public profile (the team allows profiles and consent is
 * given: core's `hasPublicProfile`); every other answers 404, as an unknown athlete.
 */
export const loadPublicAthletePage = async (db: Db, team: PublicTeam, athleteId: string): Promise<PublicAthletePageRecord> => {
  const organizationId = team.organization.id;
  const publicAthletes = await loadPublicAthletes(db, organizationId, team.athleteProfiles);
  if (!publicAthletes.has(athleteId)) throw notFound('Athlete not found', 'athlete-not-found');
  const [athlete] = await db
    .select()
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
    .limit(1);
  if (!athlete) throw notFound('Athlete not found', 'athlete-not-found');
  return { profile: await loadAthleteProfile(db, athlete, team.settings.conversion, PUBLIC_SCOPE), publicAthletes };
};
