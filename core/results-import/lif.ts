/**
 * FinishLynx results (.lif, "Lynx Interface File"): what FinishLynx writes for each race when its
 * Database option "Write LIF" is on, one file per heat, named after the event ("Girls100.lif") or
 * by numbers (EEE-R-HH.lif). Comma-delimited text; a field holding a comma is double-quoted
 * ("Jones, Jr."). A file may also hold several races one after the other (files joined, or an
 * export of a whole session): each race starts with its own header line and keeps its own event,
 * round and heat.
 *
 * A race's header line (the fields the meet software sent in lynx.evt, plus the timing of the race):
 *   1 event number ("12", or "027B" with a letter), 2 round (a number, or a word: Heat, Semi, Final,
 *   "St. Final"), 3 heat number, 4 event name, 5 wind, 6 wind unit ("m/s"), 7 template, 8 capture
 *   time, 9 capture duration, 10 distance, 11 start time (HH:MM:SS.mmm), ...
 * Every following line, one competitor:
 *   1 place (a number; a non-mark code DNF, DNS, DQ/DSQ, SCR for those without a place),
 *   2 ID (bib or meet-software id), 3 lane, 4 last name, 5 first name, 6 affiliation (team),
 *   7 time (12.45, 1:02.34, 0:24:52.900 ...), 8 license, 9 delta time, 10 reaction time,
 *   11 splits, 12 time-trial start time, 13-15 user 1-3, then delta times 2-3, speed, pace.
 * Only fields 1-7 are read here; splits and reaction times are left out. A line with neither a
 * place nor a time is someone who did not start (imported as DNS), or an empty lane (left out); a
 * finisher without a name is left out with the reason.
 *
 * Times are fully automatic (a photo-finish camera): FinishLynx's "Time Precision" option may cut
 * them to tenths or whole seconds (rounded up), so a time with fewer than two decimals is written
 * back with two ("12.5" -> "12.50") for the mark engine, which would otherwise read it as a hand time.
 * The heat's wind (field 5) is every finisher's wind. The event name gives the gender when it says
 * Girls/Boys/Women/Men (or W/M); the meet event the coach picks on import decides in the end.
 */
import { splitFields, numberedLines } from './delimited';
import { eventTextOf, readTimingEvent, type ReadOptions } from './event-names';
import type { ImportRound, LifHeading, LineProblem, ParsedResultFile, ResultSourceRow, SkippedLine } from './types';

const PLACE_CODES: Readonly<Record<string, string>> = { DNF: 'DNF', DNS: 'DNS', DQ: 'DQ', DSQ: 'DQ', SCR: 'SCR' };
const FIELDS = 'place, ID, lane, last name, first name, affiliation and time';

/** A round the header writes as a word, as the meet's round. */
const ROUND_WORDS: readonly (readonly [RegExp, ImportRound])[] = [
  [/semi/, 'semi'],
  [/prelim|qualif/, 'prelim'],
  [/heat|quarter|round/, 'heats'],
  [/final/, 'final'],
];

/** "Heat" -> heats, "Semi" -> semi, "Final" and "St. Final" (a straight final) -> final; a number or an unknown word: null. */
export const roundOfLif = (round: string): ImportRound | null => {
  const word = round.trim().toLowerCase();
  if (!/[a-z]/.test(word)) return null;
  return ROUND_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
};

/** Header fields 1-3 are the event number (a letter may follow), the round (a number or a word) and the heat; field 4 names the event. */
export const isLifHeader = (fields: string[]): boolean =>
  fields.length >= 4 &&
  /^\d+[A-Za-z]?$/.test(fields[0]!) &&
  /^(\d*|[A-Za-z][A-Za-z. -]*)$/.test(fields[1]!) &&
  /^\d*$/.test(fields[2]!) &&
  /[A-Za-z]/.test(fields[3]!);

const WIND = /^([+-]?\d+(\.\d+)?\s*(m\/?s)?|nwi|)$/i;
const TIME = /^\d+(:\d{1,2}){0,2}(\.\d+)?$/;

/**
 * A header line inside the file, where a competitor line could look alike ("1,412,4,Okafor,,LHS,12.4"):
 * a header's field 5 is a wind and its field 7 no time, and its name reads as an event.
 */
const isRaceHeader = (fields: string[], options: ReadOptions): boolean =>
  isLifHeader(fields) &&
  WIND.test(fields[4] ?? '') &&
  !TIME.test(fields[6] ?? '') &&
  readTimingEvent(fields[3]!, options).kind !== 'unknown';

/** "12.5" -> "12.50", "1:02" -> "1:02.00"; other text (already two decimals, not a time) as is. */
export const fatTime = (time: string): string => {
  const m = /^(\d+(?::\d{1,2}){0,2})(?:\.(\d?))?$/.exec(time);
  return m ? `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}` : time;
};

const readHeading = (fields: string[], options: ReadOptions): LifHeading => {
  const eventName = fields[3]!;
  const read = readTimingEvent(eventName, options);
  const heat = Number(fields[2]);
  return {
    eventNumber: fields[0]!,
    roundNumber: fields[1] ?? '',
    heat: fields[2] && Number.isInteger(heat) && heat >= 1 ? heat : null,
    eventName,
    event: read.kind === 'event' ? eventTextOf(read, eventName) : null,
    wind: (fields[4] ?? '').replace(/\s*m\/?s$/i, ''),
  };
};

/** The races of a .lif: each header line with the competitor lines under it. */
export const lifRaces = (
  text: string,
  options: ReadOptions = {},
): { heading: LifHeading; line: number; lines: { line: number; fields: string[] }[] }[] => {
  const races: { heading: LifHeading; line: number; lines: { line: number; fields: string[] }[] }[] = [];
  for (const [i, { line, text: raw }] of numberedLines(text).entries()) {
    const fields = splitFields(raw, ',');
    const header = i === 0 ? isLifHeader(fields) : isRaceHeader(fields, options);
    if (i === 0 && !header) return [];
    if (header) races.push({ heading: readHeading(fields, options), line, lines: [] });
    else races.at(-1)?.lines.push({ line, fields });
  }
  return races;
};

/** A competitor line with neither a place nor a time: DNS when it names someone, else an empty lane (left out). */
const notStarted = (line: number, name: string): 'dns' | SkippedLine =>
  name ? 'dns' : { line, reason: 'An empty lane: no name, place or time', name: '' };

/** `options.crossCountry`: the meet is a cross-country meet ("5000m" is the 5K (XC)). */
export const parseLif = (text: string, options: ReadOptions = {}): ParsedResultFile => {
  const problems: LineProblem[] = [];
  const skipped: SkippedLine[] = [];
  const rows: ResultSourceRow[] = [];
  const races = lifRaces(text, options);
  if (races.length === 0) {
    problems.push({
      line: numberedLines(text)[0]?.line ?? 1,
      message: 'The first line of a .lif file is the event header: event number, round, heat, event name, wind',
      name: '',
    });
    return { format: 'lif', rows, problems, skipped, heading: null, races: [], meetName: null };
  }
  for (const { heading, lines } of races) {
    const read = readTimingEvent(heading.eventName, options);
    const event = eventTextOf(read, heading.eventName);
    const gender = read.gender === 'female' ? 'F' : read.gender === 'male' ? 'M' : '';
    const round = roundOfLif(heading.roundNumber);
    for (const { line, fields: f } of lines) {
      const [place = '', , , last = '', firstName = '', team = '', time = ''] = f;
      const name = `${firstName} ${last}`.trim();
      const code = PLACE_CODES[place.toUpperCase()];
      if (f.length < 5) {
        problems.push({ line, message: `Line ${line}: expected ${FIELDS}, found ${f.length} field${f.length === 1 ? '' : 's'}`, name });
        continue;
      }
      if (place !== '' && !code && !/^\d{1,3}$/.test(place)) {
        problems.push({ line, message: `Line ${line}: "${place}" is not a place (a number, or DNF, DNS, DQ, SCR)`, name });
        continue;
      }
      const started = place === '' && time === '' ? notStarted(line, name) : null;
      if (started && started !== 'dns') {
        skipped.push(started);
        continue;
      }
      if (!name) {
        const what = [place && `place ${place}`, time].filter(Boolean).join(', ');
        skipped.push({
          line,
          reason: `A finisher with no name (${what}): left out; type the result on the meet page if it is yours`,
          name: '',
        });
        continue;
      }
      if (!code && !started && time === '') {
        problems.push({ line, message: `Line ${line}: ${name} has neither a time nor DNF, DNS, DQ in the place column`, name });
        continue;
      }
      const mark = started ? 'DNS' : (code ?? fatTime(time));
      const nonMark = Boolean(started || code);
      rows.push({
        line,
        event,
        first: firstName,
        last,
        gender,
        team,
        mark,
        wind: nonMark ? '' : heading.wind,
        place: nonMark ? '' : String(Number(place) || ''),
        heat: heading.heat === null ? '' : String(heading.heat),
        round,
      });
    }
  }
  const headings = races.map((r) => r.heading);
  return { format: 'lif', rows, problems, skipped, heading: headings[0]!, races: headings, meetName: null };
};
