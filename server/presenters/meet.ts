import { MEET_STATUSES, ROUNDS, type Entry, type Meet, type MeetDetail, type MeetEvent } from '@core/api/meets';
import { MEET_SEASONS } from '@core/api/results';
import { MEET_SCORINGS } from '@core/scoring/tables';
import { formatMark } from '@core/marks';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { EntryRecord, MeetDetailRecord, MeetEventRecord } from '../services/meets/detail';
import type { MeetRecord } from '../services/meets/meets';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';
import { presentAthleteBrief } from './athlete';
import { presentFlags, presentResult } from './result';

const pick = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  (values as readonly string[]).includes(v) ? (v as T) : fallback;

export const presentMeet = ({ meet, eventCount, resultCount }: MeetRecord): Meet => ({
  id: meet.id,
  organizationId: meet.organizationId,
  name: meet.name,
  startDate: meet.startDate,
  endDate: meet.endDate,
  location: meet.location,
  season: pick(MEET_SEASONS, meet.season, 'outdoor'),
  seasonYear: meet.seasonYear,
  host: meet.host,
  notes: meet.notes,
  status: pick(MEET_STATUSES, meet.status, 'draft'),
  courseId: meet.courseId,
  scoring: pick(MEET_SCORINGS, meet.scoring, 'none'),
  scoringTable: meet.scoringTable ?? null,
  eventCount,
  resultCount,
  createdAt: meet.createdAt.toISOString(),
  updatedAt: meet.updatedAt.toISOString(),
});

export const presentEntry = (e: EntryRecord, settings: TeamSettings): Entry => ({
  id: e.entry.id,
  eventId: e.entry.meetEventId,
  athlete: e.athlete ? presentAthleteBrief(e.athlete) : null,
  relayName: e.entry.athleteId === null ? e.entry.relayName : null,
  legs: e.entry.athleteId === null ? (e.legs ?? []) : null,
  seed: e.seed ? { mark: e.seed.mark, display: formatMark(e.eventType, e.seed.mark, markOptions(settings)), source: e.seed.source } : null,
  result: e.result ? presentResult(e.result, settings) : null,
  flags: e.result && e.flags ? presentFlags(e.flags) : null,
  version: e.entry.version,
});

export const presentMeetEvent = ({ event, entries }: MeetEventRecord, settings: TeamSettings): MeetEvent => {
  const sport = findSportEvent(event.eventType);
  return {
    id: event.id,
    meetId: event.meetId,
    eventType: event.eventType,
    displayName: sport?.displayName ?? event.eventType,
    gender: sport?.gender ?? 'mixed',
    kind: sport?.kind ?? 'time',
    round: pick(ROUNDS, event.round, 'final'),
    position: event.position,
    entries: entries.map((e) => presentEntry(e, settings)),
  };
};

export const presentMeetDetail = (d: MeetDetailRecord, settings: TeamSettings): MeetDetail => ({
  ...presentMeet(d),
  events: d.events.map((e) => presentMeetEvent(e, settings)),
});
