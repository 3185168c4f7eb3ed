/**
 * The files a meet sends out (docs/meet-files.md): the team's entries as a Hy-Tek semicolon entries
 * file, and FinishLynx's lynx.evt, lynx.ppl and lynx.sch of the meet's races. The layouts are core's
 * (core/meet-files); this file only picks the rows: who is entered, their seeds in the team's units,
 * heats, lanes and bibs.
 */
import { gradeFromGradYear } from '@core/api/athletes';
import {
  hytekEventCode,
  hytekMark,
  hytekMeasure,
  isTimedEvent,
  lynxEventName,
  teamCodeOf,
  writeHytekEntries,
  writeLynxEvt,
  writeLynxPpl,
  writeLynxSch,
  type HytekAthlete,
  type LynxRace,
  type LynxUntimedEvent,
} from '@core/meet-files';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { AthleteRow } from '../../db/schema';
import type { TeamSettings } from '../organizations/team-settings';
import type { ListedEvent, MeetLists } from './meet-lists';

const hytekAthlete = (a: AthleteRow, today: Date): HytekAthlete => ({
  lastName: a.lastName,
  firstName: a.firstName,
  gender: a.gender === 'female' ? 'female' : 'male',
  birthdate: a.birthdate,
  grade: a.gradYear === null ? null : gradeFromGradYear(a.gradYear, today),
  bib: a.bib,
});

const RELAY_GENDER = { male: 'M', female: 'F', mixed: 'X' } as const;

/** The relay letter: "Relay B" -> B; else A, B, C... by the team's order in the event. */
const relayLetter = (name: string | null, index: number): string => {
  const m = name ? /\b([A-Z])$/.exec(name.trim()) : null;
  return m ? m[1]! : String.fromCharCode(65 + (index % 26));
};

export const hytekEntriesFile = (
  lists: MeetLists,
  settings: TeamSettings,
  teamCode: string | undefined,
  today: Date = new Date(),
): string => {
  const team = { code: (teamCode ?? teamCodeOf(lists.team.name)).toUpperCase(), name: lists.team.name };
  const athletes = new Map<string, HytekAthlete>();
  const add = (a: AthleteRow) => {
    if (!athletes.has(a.id)) athletes.set(a.id, hytekAthlete(a, today));
    return athletes.get(a.id)!;
  };
  const entries = [];
  const relays = [];
  // the meet's own order (event numbers), not the running order: a host reads events, not a schedule
  for (const e of [...lists.events].sort((a, b) => a.number - b.number)) {
    const type = e.event.eventType;
    const code = hytekEventCode(type);
    if (code === null) continue;
    const measure = hytekMeasure(type, settings.units);
    let relayIndex = 0;
    for (const x of e.entries) {
      const mark = hytekMark(type, x.record.seed?.mark ?? null, settings.units);
      if (x.record.athlete) {
        entries.push({ athlete: add(x.record.athlete), eventCode: code, mark, measure });
      } else {
        const gender = findSportEvent(type)?.gender ?? 'mixed';
        relays.push({
          letter: relayLetter(x.record.entry.relayName, relayIndex++),
          gender: RELAY_GENDER[gender],
          eventCode: code,
          mark,
          measure,
          runners: x.legs.map((l) => add(l.athlete)),
        });
      }
    }
  }
  return writeHytekEntries({ team, athletes: [...athletes.values()], entries, relays });
};

/** The races of the timed events in running order: one per heat (an unseeded entry runs in heat 1, with no lane). */
const racesOf = (lists: MeetLists): LynxRace[] =>
  lists.events
    .filter((e) => isTimedEvent(e.event.eventType) && e.entries.length > 0)
    .flatMap((e: ListedEvent) => {
      const heats = [...new Set(e.entries.map((x) => x.record.entry.heat ?? 1))].sort((a, b) => a - b);
      return heats.map((heat) => ({
        eventNumber: e.number,
        roundNumber: 1,
        heat,
        eventName: lynxEventName(e.event.eventType, e.event.round),
        competitors: e.entries
          .filter((x) => (x.record.entry.heat ?? 1) === heat)
          .map((x) => {
            const a = x.record.athlete;
            return a
              ? { bib: a.bib, lane: x.record.entry.lane, lastName: a.lastName, firstName: a.firstName, team: lists.team.name }
              : {
                  bib: null,
                  lane: x.record.entry.lane,
                  lastName: x.record.entry.relayName ?? 'Relay',
                  firstName: '',
                  team: lists.team.name,
                };
          }),
      }));
    });

export const lynxEvtFile = (lists: MeetLists): string => writeLynxEvt(racesOf(lists));

/** The events with entries FinishLynx does not time (field and combined events), in the meet's order: named in lynx.sch. */
const untimedOf = (lists: MeetLists): LynxUntimedEvent[] =>
  lists.events
    .filter((e) => !isTimedEvent(e.event.eventType) && e.entries.length > 0)
    .sort((a, b) => a.number - b.number)
    .map((e) => ({ eventNumber: e.number, eventName: lynxEventName(e.event.eventType, e.event.round) }));

export const lynxSchFile = (lists: MeetLists): string => {
  const when = [lists.meet.startDate, lists.meet.startTime].filter(Boolean).join(' ');
  return writeLynxSch(racesOf(lists), `${lists.meet.name}, ${when}`, untimedOf(lists));
};

/** Everyone entered at the meet (individually or on a relay) who has a bib, by bib. */
export const lynxPplFile = (lists: MeetLists): string => {
  const people = new Map<string, AthleteRow>();
  for (const e of lists.events) {
    for (const x of e.entries) {
      for (const a of [x.record.athlete, ...x.legs.map((l) => l.athlete)]) if (a?.bib) people.set(a.id, a);
    }
  }
  return writeLynxPpl(
    [...people.values()]
      .sort((a, b) => Number(a.bib) - Number(b.bib))
      .map((a) => ({ bib: a.bib!, lastName: a.lastName, firstName: a.firstName, team: lists.team.name })),
  );
};
