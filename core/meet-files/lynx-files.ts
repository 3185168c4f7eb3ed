/**
 * FinishLynx start-list files (the "Database Files" of the FinishLynx manual: small comma-delimited
 * text files the timing computer reads from its input folder). A field holding a comma is written in
 * double quotes ("Jones, Jr."); a double quote or a line break in a name becomes a space.
 *
 * lynx.ppl, the people: one line per athlete with a bib:
 *   ID (the bib), last name, first name, affiliation (the team).
 * lynx.evt, the start lists: per race (event, round, heat) a line
 *   event number, round number, heat number, event name
 *   then one line per competitor, starting with a comma (the format's "tab, space or comma"):
 *   ,ID (the bib, blank without one), lane, last name, first name, affiliation
 *   (a relay team: its name as the last name, the team as its affiliation).
 * lynx.sch, the schedule: comment lines start with ";"; then one line per race in the order it is run:
 *   event number, round number, heat number.
 *
 * Races only (decision in docs/meet-files.md): FinishLynx is a photo-finish camera; it times races,
 * and a field event (measured by its judges) or a combined event (its disciplines scored apart) has no
 * race for it to capture, no heat or lane to read a .lif back into. So lynx.evt and lynx.sch leave them
 * out, and lynx.sch names each one left out in a comment line, so the timer sees they were not lost;
 * lynx.ppl has every athlete with a bib, field events included.
 *
 * FinishLynx writes each race's results back as a .lif whose header repeats the event number,
 * round, heat and name sent here (core/results-import/lif.ts reads it).
 */

export interface LynxPerson {
  bib: string;
  lastName: string;
  firstName: string;
  team: string;
}

export interface LynxCompetitor {
  bib: string | null;
  lane: number | null;
  lastName: string;
  firstName: string;
  team: string;
}

export interface LynxRace {
  eventNumber: number;
  roundNumber: number;
  heat: number;
  eventName: string;
  competitors: LynxCompetitor[];
}

/** One comma-delimited field: quoted when it holds a comma; no quote or line break inside. */
export const lynxField = (text: string): string => {
  const clean = text
    .replace(/["\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return clean.includes(',') ? `"${clean}"` : clean;
};

const line = (fields: (string | number | null)[]): string => `${fields.map((f) => (f === null ? '' : lynxField(String(f)))).join(',')}\r\n`;

export const writeLynxPpl = (people: readonly LynxPerson[]): string =>
  people.map((p) => line([p.bib, p.lastName, p.firstName, p.team])).join('');

export const writeLynxEvt = (races: readonly LynxRace[]): string =>
  races
    .map(
      (r) =>
        line([r.eventNumber, r.roundNumber, r.heat, r.eventName]) +
        r.competitors.map((c) => `,${line([c.bib, c.lane, c.lastName, c.firstName, c.team])}`).join(''),
    )
    .join('');

/** What the meet page says of the FinishLynx files (and lynx.sch's comment lines begin with). */
export const LYNX_RACES_ONLY_NOTE =
  'FinishLynx times races: field and combined events are judged or scored apart, so lynx.evt and lynx.sch list the races only (lynx.ppl has everyone with a bib).';

/** An event left out of the timing files: its number and name ("Girls Shot Put"). */
export interface LynxUntimedEvent {
  eventNumber: number;
  eventName: string;
}

const comment = (text: string): string => `; ${text.replace(/[\r\n]+/g, ' ')}`;

export const writeLynxSch = (
  races: readonly Pick<LynxRace, 'eventNumber' | 'roundNumber' | 'heat'>[],
  meetName: string,
  untimed: readonly LynxUntimedEvent[] = [],
): string =>
  [
    comment(`lynx.sch: the schedule of ${lynxField(meetName).replace(/^"|"$/g, '')}`),
    '; event number, round number, heat number',
    ...(untimed.length
      ? [comment(LYNX_RACES_ONLY_NOTE), ...untimed.map((e) => comment(`not timed: event ${e.eventNumber}, ${e.eventName}`))]
      : []),
    ...races.map((r) => `${r.eventNumber},${r.roundNumber},${r.heat}`),
  ]
    .map((l) => `${l}\r\n`)
    .join('');
