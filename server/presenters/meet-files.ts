import { gradeFromGradYear } from '@core/api/athletes';
import type { Bibs, HeatSheet } from '@core/api/meet-files';
import { ROUNDS } from '@core/api/meets';
import { formatMark } from '@core/marks';
import { seedingStyleOf } from '@core/meet-files';
import type { BibsRecord } from '../services/meet-files/bibs';
import { entryName, type MeetLists } from '../services/meet-files/meet-lists';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';

const roundOf = (round: string): HeatSheet['events'][number]['round'] =>
  (ROUNDS as readonly string[]).includes(round) ? (round as HeatSheet['events'][number]['round']) : 'final';

export const presentHeatSheet = (lists: MeetLists, settings: TeamSettings, today: Date = new Date()): HeatSheet => ({
  meetId: lists.meet.id,
  name: lists.meet.name,
  startDate: lists.meet.startDate,
  startTime: lists.meet.startTime,
  location: lists.meet.location,
  host: lists.meet.host,
  events: lists.events.map((e) => ({
    eventId: e.event.id,
    eventType: e.event.eventType,
    round: roundOf(e.event.round),
    scheduledTime: e.event.scheduledTime,
    style: seedingStyleOf(e.event.eventType),
    entries: e.entries.map((x) => {
      const a = x.record.athlete;
      return {
        entryId: x.record.entry.id,
        heat: x.record.entry.heat,
        lane: x.record.entry.lane,
        athleteId: a?.id ?? null,
        name: entryName(x),
        bib: a?.bib ?? null,
        grade: a?.gradYear == null ? null : gradeFromGradYear(a.gradYear, today),
        seed: x.record.seed ? formatMark(e.event.eventType, x.record.seed.mark, markOptions(settings)) : null,
        legs: x.legs.filter((l) => !l.alternate).map((l) => `${l.athlete.firstName} ${l.athlete.lastName}`),
      };
    }),
  })),
});

export const presentBibs = (record: BibsRecord): Bibs => ({
  rangeStart: record.rangeStart,
  rangeEnd: record.rangeEnd,
  athletes: record.athletes.map((a) => ({ ...a, gender: a.gender === 'female' ? 'female' : 'male' })),
});
