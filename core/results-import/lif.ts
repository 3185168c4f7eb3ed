/**
 * FinishLynx results (.lif, "Lynx Interface File"): what FinishLynx writes for each race when its
 * Database option "Write LIF" is on, one file per heat, named after the event ("Girls100.lif") or
 * by numbers (EEE-R-HH.lif). Comma-delimited text; a field holding a comma is double-quoted
 * ("Jones, Jr.").
 *
 * Line 1, the event header (the race; the fields the meet software sent in lynx.evt, plus the
 * timing of the race):
 *   1 event number, 2 round number, 3 heat number, 4 event name, 5 wind, 6 wind unit ("m/s"),
 *   7 template, 8 capture time, 9 capture duration, 10 distance, 11 start time (HH:MM:SS.mmm), ...
 * Every following line, one competitor:
 *   1 place (a number; a non-mark code DNF, DNS, DQ/DSQ, SCR for those without a place),
 *   2 ID (bib or meet-software id), 3 lane, 4 last name, 5 first name, 6 affiliation (team),
 *   7 time (12.45, 1:02.34, 0:24:52.900 ...), 8 license, 9 delta time, 10 reaction time,
 *   11 splits, 12 time-trial start time, 13-15 user 1-3, then delta times 2-3, speed, pace.
 * Only fields 1-7 are read here; splits and reaction times are left out.
 *
 * Times are fully automatic (a photo-finish camera): FinishLynx's "Time Precision" option may cut
 * them to tenths or whole seconds (rounded up), so a time with fewer than two decimals is written
 * back with two ("12.5" -> "12.50") for the mark engine, which would otherwise read it as a hand time.
 * The heat's wind (field 5) is every finisher's wind. The event name gives the gender when it says
 * Girls/Boys/Women/Men; the meet event the coach picks on import decides in the end.
 */
import { splitFields, numberedLines } from './delimited';
import { eventTextOf, readTimingEvent, type ReadOptions } from './event-names';
import type { LifHeading, LineProblem, ParsedResultFile, ResultSourceRow } from './types';

const PLACE_CODES: Readonly<Record<string, string>> = { DNF: 'DNF', DNS: 'DNS', DQ: 'DQ', DSQ: 'DQ', SCR: 'SCR' };
const FIELDS = 'place, ID, lane, last name, first name, affiliation and time';

/** Header fields 1-3 are numbers and field 4 names the event: how a .lif starts. */
export const isLifHeader = (fields: string[]): boolean =>
  fields.length >= 4 && /^\d+$/.test(fields[0]!) && /^\d*$/.test(fields[1]!) && /^\d*$/.test(fields[2]!) && /[A-Za-z]/.test(fields[3]!);

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

/** `options.crossCountry`: the meet is a cross-country meet ("5000m" is the 5K (XC)). */
export const parseLif = (text: string, options: ReadOptions = {}): ParsedResultFile => {
  const lines = numberedLines(text);
  const problems: LineProblem[] = [];
  const rows: ResultSourceRow[] = [];
  const first = lines[0];
  const headerFields = first ? splitFields(first.text, ',') : [];
  if (!first || !isLifHeader(headerFields)) {
    problems.push({
      line: first?.line ?? 1,
      message: 'The first line of a .lif file is the event header: event number, round, heat, event name, wind',
      name: '',
    });
    return { format: 'lif', rows, problems, skipped: [], heading: null, meetName: null };
  }
  const heading = readHeading(headerFields, options);
  const read = readTimingEvent(heading.eventName, options);
  const event = eventTextOf(read, heading.eventName);
  const gender = read.gender === 'female' ? 'F' : read.gender === 'male' ? 'M' : '';
  for (const { line, text: raw } of lines.slice(1)) {
    const f = splitFields(raw, ',');
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
    if (!code && time === '') {
      problems.push({
        line,
        message: `Line ${line}: ${name || 'this competitor'} has neither a time nor DNF, DNS, DQ in the place column`,
        name,
      });
      continue;
    }
    rows.push({
      line,
      event,
      first: firstName,
      last,
      gender,
      team,
      mark: code ?? fatTime(time),
      wind: code ? '' : heading.wind,
      place: code ? '' : String(Number(place) || ''),
      heat: heading.heat === null ? '' : String(heading.heat),
      round: null,
    });
  }
  return { format: 'lif', rows, problems, skipped: [], heading, meetName: null };
};
