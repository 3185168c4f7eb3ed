/**
 * Hy-Tek Meet Manager (track & field) results in its semicolon-delimited format: File > Export >
 * "Semi-Colon Delimited" results, the text file meets hand to coaches and to Athletic.net. One record
 * a line, fields separated by ";" (a record may stop early when the rest is blank), up to 3 kinds:
 *
 * H  header, once, first:  1 "H", 2 meet name, 3 start date (MM/DD/YYYY), 4 end date, 5 created by, 6 date created, 7 comment
 * E  one individual result per round (prelims, semis and finals of one athlete are 3 E records):
 *    1 "E", 2 T (running) / F (field) / M, TM, FM (combined event), 3 event number, 4 alternate event number,
 *    5 event code (100, 110H, 1600, 5000S, SP, HJ, DEC), 6 event gender (M, F, X), 7 age range, 8 division,
 *    9 division name, 10 round (P prelims, Q quarter-finals, S semi-finals, F finals), 11 result mark
 *    (58.83, 1:19.14, 13.4h; metric 12.33 or English 12'10.25, 14'10; DNF, DQ, NH...), 12 measure (M metric,
 *    E English), 13 wind (0.3, -1.2), 14 overall place, 15 heat place, 16 heat number, 17 exhibition (X),
 *    18 team points, 19 combined-event points, 20 sub-event number,
 *    then the athlete, in the order of the entry import's athlete fields: 21 last name, 22 first name,
 *    23 initial, 24 gender (M, F), 25 birth date, 26 team code, 27 team name, 28 age, 29 school year.
 * R  one relay result per round (team and legs): not imported here, relays are entered with their legs.
 *
 * Fields 1-20 follow HY-TEK's published table (Meet Manager user guide, "Export Results in HY-TEK's
 * Semicolon Delimited Format"); 21-29 are the athlete block as the guide's entry-import records
 * order it (last, first, initial, gender, birth date, team code, team name, age, year).
 * Read here: event code and gender, round, mark, wind, overall place, heat number, athlete name,
 * gender and team. Rounds map to the meet's rounds: P prelim, S semi, F final, and Q heats (a meet
 * has no quarter-final round). Combined events and events outside the catalogue are skipped, with the reason.
 */
import { numberedLines, splitFields } from './delimited';
import { eventTextOf, readTimingEvent, type ReadOptions } from './event-names';
import type { Gender } from '../sport-events/catalogue';
import type { ImportRound, LineProblem, ParsedResultFile, ResultSourceRow, SkippedLine } from './types';

const ROUNDS: Readonly<Record<string, ImportRound>> = { P: 'prelim', Q: 'heats', S: 'semi', F: 'final' };
const GENDERS: Readonly<Record<string, Gender>> = { M: 'male', F: 'female', X: 'mixed', W: 'female', B: 'male', G: 'female' };
/** Hy-Tek's words for non-marks, as the mark engine names them. */
const NON_MARKS: Readonly<Record<string, string>> = {
  DSQ: 'DQ',
  FS: 'DQ',
  DQ: 'DQ',
  DNF: 'DNF',
  DNS: 'DNS',
  SCR: 'SCR',
  NH: 'NH',
  NM: 'NM',
  FOUL: 'FOUL',
  ND: 'NM',
};

/** At least an E record up to the first name. */
const MIN_FIELDS = 22;

/** An H record first, or E/R records of many fields: how a Hy-Tek results export looks. */
export const looksLikeHytek = (text: string): boolean => {
  const lines = numberedLines(text).slice(0, 20);
  const first = lines[0]?.text.trim() ?? '';
  if (/^H;/i.test(first) && first.split(';').length >= 3) return true;
  return lines.some((l) => /^[ER];/i.test(l.text.trim()) && l.text.split(';').length >= MIN_FIELDS);
};

/** Hy-Tek writes 0 (or nothing) for no place or heat; anything else goes on to be checked. */
const numberOrBlank = (text: string): string => (/^0*$/.test(text) ? '' : text.replace(/^0+(?=\d)/, ''));

const markOf = (text: string): string => NON_MARKS[text.toUpperCase()] ?? text;

/** `options.crossCountry`: the meet is a cross-country meet ("5000" is the 5K (XC)). */
export const parseHytek = (text: string, options: ReadOptions = {}): ParsedResultFile => {
  const rows: ResultSourceRow[] = [];
  const problems: LineProblem[] = [];
  const skipped: SkippedLine[] = [];
  let meetName: string | null = null;
  for (const { line, text: raw } of numberedLines(text)) {
    const f = splitFields(raw, ';');
    const kind = f[0]!.toUpperCase();
    const name = `${f[21] ?? ''} ${f[20] ?? ''}`.trim();
    if (kind === 'H') {
      meetName = f[1] || null;
      continue;
    }
    if (kind === 'R') {
      skipped.push({ line, reason: 'Relay results are entered on the meet page, with their legs', name: `${f[4] ?? ''} relay`.trim() });
      continue;
    }
    if (kind !== 'E') {
      problems.push({ line, message: `Line ${line}: "${f[0]}" is not a Hy-Tek result record (H, E or R)`, name: '' });
      continue;
    }
    if (f.length < MIN_FIELDS) {
      problems.push({
        line,
        message: `Line ${line}: an E record has at least ${MIN_FIELDS} fields (up to the first name), this one has ${f.length}`,
        name,
      });
      continue;
    }
    const [, type = '', , , code = '', eventGender = '', , , , roundCode = '', mark = '', , wind = '', place = '', , heat = ''] = f;
    if (['M', 'TM', 'FM'].includes(type.toUpperCase())) {
      skipped.push({ line, reason: 'Combined events (decathlon, heptathlon, pentathlon) are not kept', name });
      continue;
    }
    const round = roundCode === '' ? null : ROUNDS[roundCode.toUpperCase()];
    if (round === undefined) {
      problems.push({ line, message: `Line ${line}: "${roundCode}" is not a round (P, Q, S or F)`, name });
      continue;
    }
    const read = readTimingEvent(code, options);
    if (read.kind === 'outside') {
      skipped.push({ line, reason: `${code} is not an event of the catalogue`, name });
      continue;
    }
    const athleteGender = (f[23] ?? '').toUpperCase();
    const gender = GENDERS[eventGender.toUpperCase()] ?? GENDERS[athleteGender] ?? null;
    rows.push({
      line,
      event: eventTextOf(read, code, gender === 'mixed' ? (GENDERS[athleteGender] ?? null) : gender),
      first: f[21] ?? '',
      last: f[20] ?? '',
      gender: athleteGender === 'M' || athleteGender === 'F' ? athleteGender : '',
      team: f[26] || f[25] || '',
      mark: markOf(mark),
      wind,
      place: numberOrBlank(place),
      heat: numberOrBlank(heat),
      round,
    });
  }
  return { format: 'hytek', rows, problems, skipped, heading: null, races: [], meetName };
};
