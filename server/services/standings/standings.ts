/**
 * A meet's team standings (decision 027): our results (scored under the organization's name) and
 * other teams' finishers, event by event, scored by core/scoring as the meet's scoring says:
 * cross-country per race, track per gender over the finals.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatMark } from '@core/marks';
import {
  isTrackScoring,
  MEET_SCORINGS,
  scoreCrossCountry,
  scoreTrackMeet,
  scoringTableOf,
  type Finisher,
  type MeetScoring,
  type ScoringTable,
  type TrackTeamScore,
  type XcTeamScore,
} from '@core/scoring';
import type { Gender } from '@core/sport-events/catalogue';
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { meetEvents, organizations, results, type MeetEventRow } from '../../db/schema';
import { foldName } from '../athletes/names';
import { getVisibleMeetOr404, type MeetScope } from '../meets/visibility';
import { markOptions, type TeamSettings } from '../organizations/team-settings';
import { selectResults } from '../results/load';
import { markOfRow, sortKeyOf } from '../results/mark-row';
import { listCompetitors } from './competitors';

/** A finisher as the standings show it: the core's fields and the mark as typed units show it. */
export interface StandingsFinisher extends Finisher {
  display: string;
  own: boolean;
}

export type StandingsGroupRecord =
  | { kind: 'cross-country'; eventId: string; title: string; teams: XcTeamScore<StandingsFinisher>[] }
  | { kind: 'track'; gender: Gender; title: string; events: number; teams: TrackTeamScore[] };

export interface StandingsRecord {
  scoring: MeetScoring;
  table: ScoringTable | null;
  ownTeam: string;
  groups: StandingsGroupRecord[];
}

const titleOf = (event: MeetEventRow): string => {
  const sport = findSportEvent(event.eventType);
  const name = sport ? `${genderDisplay(sport.gender)} ${sport.displayName}` : event.eventType;
  return event.round === 'final' ? name : `${name} (${event.round})`;
};

/** A meet's team standings; 404 for a meet `scope` does not see. */
export const loadStandings = async (
  db: Db,
  organizationId: string,
  meetId: string,
  settings: TeamSettings,
  scope: MeetScope,
): Promise<StandingsRecord> => {
  const meet = await getVisibleMeetOr404(db, organizationId, meetId, scope);
  const scoring: MeetScoring = (MEET_SCORINGS as readonly string[]).includes(meet.scoring) ? (meet.scoring as MeetScoring) : 'none';
  const [[org], events, ours, theirs] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1),
    db
      .select()
      .from(meetEvents)
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)))
      .orderBy(asc(meetEvents.position), asc(meetEvents.createdAt)),
    scoring === 'none' ? Promise.resolve([]) : selectResults(db, organizationId, eq(results.meetId, meetId)),
    scoring === 'none' ? Promise.resolve([]) : listCompetitors(db, organizationId, meetId),
  ]);
  const ownTeam = org?.name ?? 'Our team';
  const table = isTrackScoring(scoring) ? scoringTableOf(scoring, meet.scoringTable ?? null) : null;
  if (scoring === 'none') return { scoring, table, ownTeam, groups: [] };

  const options = markOptions(settings);
  const ownKey = foldName(ownTeam);
  const byEvent = new Map<string, StandingsFinisher[]>(events.map((e) => [e.id, []]));
  const relay = (eventType: string) => findSportEvent(eventType)?.kind === 'relay';
  for (const s of ours) {
    const row = s.row;
    byEvent.get(row.meetEventId)?.push({
      id: row.id,
      name: s.firstName === null ? (s.relayName ?? ownTeam) : `${s.firstName} ${s.lastName ?? ''}`.trim(),
      team: ownTeam,
      place: row.place,
      sortValue: sortKeyOf(row, settings.conversion),
      relay: relay(row.eventType),
      display: formatMark(row.eventType, markOfRow(row), options),
      own: true,
    });
  }
  for (const { row: c, eventType } of theirs) {
    // a finisher typed under our own name is ours
    const own = foldName(c.team) === ownKey;
    byEvent.get(c.meetEventId)?.push({
      id: c.id,
      name: c.name,
      team: own ? ownTeam : c.team,
      place: c.place,
      sortValue: sortKeyOf(c, settings.conversion),
      relay: relay(eventType),
      display: formatMark(eventType, markOfRow(c), options),
      own,
    });
  }

  if (scoring === 'cross-country') {
    const groups = events
      .filter((e) => byEvent.get(e.id)!.length > 0)
      .map((e): StandingsGroupRecord => ({
        kind: 'cross-country',
        eventId: e.id,
        title: titleOf(e),
        teams: scoreCrossCountry(byEvent.get(e.id)!),
      }));
    return { scoring, table, ownTeam, groups };
  }

  // track: finals only (a prelim's places do not score), each gender on its own
  const groups: StandingsGroupRecord[] = [];
  for (const gender of ['female', 'male', 'mixed'] as const) {
    const scored = events
      .filter((e) => e.round === 'final' && (findSportEvent(e.eventType)?.gender ?? 'mixed') === gender && byEvent.get(e.id)!.length > 0)
      .map((e) => ({ id: e.id, relay: relay(e.eventType), finishers: byEvent.get(e.id)! }));
    if (scored.length === 0) continue;
    groups.push({ kind: 'track', gender, title: genderDisplay(gender), events: scored.length, teams: scoreTrackMeet(scored, table!) });
  }
  return { scoring, table, ownTeam, groups };
};
