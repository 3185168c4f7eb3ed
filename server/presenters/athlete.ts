import {
  ATHLETE_STATUSES,
  EVENT_GROUPS,
  gradeFromGradYear,
  type Athlete,
  type AthleteProfile,
  type BestMark,
  type KeyPr,
  type RosterAthlete,
} from '@core/api/athletes';
import { comparableMark, formatMark } from '@core/marks';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import type { AthleteRow } from '../db/schema';
import type { AthleteProfileData } from '../services/athletes/profile';
import type { PrRecord } from '../services/athletes/page-bests';
import type { RosterRow } from '../services/athletes/roster';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';
import { markOfRow } from '../services/results/mark-row';
import type { ResultRecord, SummaryRecord } from '../services/results/records';
import { presentResult, presentResultSummary } from './result';

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
export const presentAthleteBrief = (
  row: Pick<AthleteRow, 'id' | 'firstName' | 'lastName' | 'gender' | 'gradYear'>,
  today: Date = new Date(),
) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender === 'female' ? ('female' as const) : ('male' as const),
  grade: row.gradYear === null ? null : gradeFromGradYear(row.gradYear, today),
});

const presentBest = (r: SummaryRecord, settings: TeamSettings): BestMark => ({
  eventType: r.row.eventType,
  indoor: r.row.indoor,
  result: presentResultSummary(r, settings),
});

/** A roster row's PR: the mark's display only (a roster of 150 athletes stays small on a phone). */
const presentKeyPr = (r: PrRecord, settings: TeamSettings): KeyPr => {
  const { row } = r;
  const mark = markOfRow(row);
  const options = markOptions(settings);
  return {
    eventType: row.eventType,
    indoor: row.indoor,
    resultId: row.id,
    display: formatMark(row.eventType, mark, options),
    converted: comparableMark(row.eventType, mark, options).converted,
  };
};

const typeOrder = (type: string): number => eventOrder(findSportEvent(type)?.event ?? '');
const catalogueOrder = (a: ResultRecord, b: ResultRecord) =>
  typeOrder(a.row.eventType) - typeOrder(b.row.eventType) ||
  a.row.eventType.localeCompare(b.row.eventType) ||
  Number(a.row.indoor) - Number(b.row.indoor);

// Object.assign rather than spreads on these hot paths (see presentResult).
export const presentRosterAthlete = (r: RosterRow, settings: TeamSettings, today: Date = new Date()): RosterAthlete =>
  Object.assign(presentAthlete(r.athlete, today), {
    prCount: r.prCount,
    resultCount: r.resultCount,
    keyPrs: r.keyPrs.map((p) => presentKeyPr(p, settings)),
  });

const NOT_A_BEST = { isPR: false, isSeasonBest: false } as const;

export const presentAthleteProfile = (p: AthleteProfileData, settings: TeamSettings): AthleteProfile =>
  Object.assign(presentAthlete(p.athlete), {
    prs: [...p.prs].sort(catalogueOrder).map((r) => presentBest(r, settings)),
    seasonBests: p.seasonBests.map((r) => {
      const best = presentBest(r, settings);
      return Object.assign(best, { season: best.result.season, seasonYear: r.seasonYear });
    }),
    results: p.results.map((r) => {
      const flags = p.history.get(r.row.id) ?? NOT_A_BEST;
      return Object.assign(presentResult(r, settings), { isPR: flags.isPR, isSeasonBest: flags.isSeasonBest });
    }),
  });

/**
 * An athlete as a caller without `team:personal-data` (an invitee: athlete, parent, volunteer)
 * sees one: no birthdate, email or notes, except on the athlete record linked to the caller.
 */
export const forCaller = <T extends Athlete>(athlete: T, caller: { personalData: boolean; userId: string }): T =>
  caller.personalData || athlete.userId === caller.userId ? athlete : { ...athlete, birthdate: null, email: null, notes: '' };
