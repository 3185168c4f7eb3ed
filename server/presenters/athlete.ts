import {
  ATHLETE_STATUSES,
  EVENT_GROUPS,
  gradeFromGradYear,
  type Athlete,
  type AthleteProfile,
  type BestMark,
  type RosterAthlete,
} from '@core/api/athletes';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import type { AthleteRow } from '../db/schema';
import type { AthleteProfileData } from '../services/athletes/profile';
import type { RosterRow } from '../services/athletes/roster';
import type { TeamSettings } from '../services/performance/team-settings';
import { presentResult, presentResultSummary, type ResultRecord, type SummaryRecord } from './result';

const isEventGroup = (v: string): v is Athlete['eventGroups'][number] => (EVENT_GROUPS as readonly string[]).includes(v);

/** An athlete's details as the pages show them; the grade follows from the graduation year. */
export const presentAthlete = (row: AthleteRow, today: Date = new Date()): Athlete => ({
  id: row.id,
  organizationId: row.organizationId,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender === 'female' ? 'female' : 'male',
  gradYear: row.gradYear,
  grade: row.gradYear === null ? null : gradeFromGradYear(row.gradYear, today),
  birthdate: row.birthdate,
  email: row.email,
  eventGroups: row.eventGroups.filter(isEventGroup),
  preferredEvents: row.preferredEvents,
  photo: row.photo,
  status: (ATHLETE_STATUSES as readonly string[]).includes(row.status) ? (row.status as Athlete['status']) : 'active',
  userId: row.userId,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The short form shown in entries, leaders and event pages. */
export const presentAthleteBrief = (row: Pick<AthleteRow, 'id' | 'firstName' | 'lastName' | 'gender' | 'gradYear'>, today: Date = new Date()) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender === 'female' ? ('female' as const) : ('male' as const),
  grade: row.gradYear === null ? null : gradeFromGradYear(row.gradYear, today),
});

export const presentBest = (r: SummaryRecord, settings: TeamSettings): BestMark => ({
  eventType: r.row.eventType,
  indoor: r.row.indoor,
  result: presentResultSummary(r, settings),
});

const typeOrder = (type: string): number => eventOrder(findSportEvent(type)?.event ?? '');
const catalogueOrder = (a: ResultRecord, b: ResultRecord) =>
  typeOrder(a.row.eventType) - typeOrder(b.row.eventType) || a.row.eventType.localeCompare(b.row.eventType) || Number(a.row.indoor) - Number(b.row.indoor);

export const presentRosterAthlete = (r: RosterRow, settings: TeamSettings, today: Date = new Date()): RosterAthlete => ({
  ...presentAthlete(r.athlete, today),
  prCount: r.prCount,
  resultCount: r.resultCount,
  keyPrs: r.keyPrs.map((p) => presentBest(p, settings)),
});

export const presentAthleteProfile = (p: AthleteProfileData, settings: TeamSettings): AthleteProfile => ({
  ...presentAthlete(p.athlete),
  prs: [...p.prs].sort(catalogueOrder).map((r) => presentBest(r, settings)),
  seasonBests: p.seasonBests.map((r) => {
    const best = presentBest(r, settings);
    return { ...best, season: best.result.season, seasonYear: r.seasonYear };
  }),
  results: p.results.map((r) => ({ ...presentResult(r, settings), ...(p.history.get(r.row.id) ?? { isPR: false, isSeasonBest: false }) })),
});
