/**
 * Text copied from a results web page (TFRRS, Athletic.net) or a meet program's plain-text results
 * (Hy-Tek's "Results" report): blocks of an event heading ("Men 100 Meters", "Girls 1600 Meter Run
 * Varsity"), perhaps a round line ("Finals", "Heat 2") and a column header ("PL NAME YEAR TEAM TIME
 * WIND"), then one line a finisher. Cells are separated by tabs (a browser's copy of a table) or by
 * runs of spaces (a text report); below an event a table of team scores may follow ("Team Scores",
 * "PL TEAM SCORE 1 2 3 4 5"), which is left out with a note.
 *
 * A finisher line is read by what its cells look like, with or without a header: the place first
 * ("1", "1.", or a non-mark code), the name (the first cell with letters: "Doe, John" or "John Doe"),
 * the year or grade ("SR-4", "Jr", "11"), the team (the last cell with letters before the mark), the
 * mark (the first cell that is a time or a distance: "10.21", "4:05.33", "7.45m", "24-5.25", or a
 * non-mark: DNF, DNS, DQ, NH, NM, FOUL, SCR), and the wind after it ("+1.2", "NWI"). A combined
 * event's total ("Decathlon ... 6296") is read as its points.
 */
import { numberedLines } from './delimited';
import { eventTextOf, readTimingEvent, type ReadOptions } from './event-names';
import { roundOfLif } from './lif';
import type { ImportRound, LineProblem, ParsedResultFile, ResultSourceRow, SkippedLine } from './types';

const NON_MARKS: Readonly<Record<string, string>> = {
  DNF: 'DNF',
  DNS: 'DNS',
  DQ: 'DQ',
  DSQ: 'DQ',
  NH: 'NH',
  NM: 'NM',
  ND: 'NM',
  FOUL: 'FOUL',
  SCR: 'SCR',
};
const PLACE = /^(\d{1,4})\.?$/;
const MARK = /^(\d+(:\d{2}){1,2}(\.\d+)?|\d+\.\d+|\d+\.\d+m|\d+-\d+(\.\d+)?|\d+'\s*\d+(\.\d+)?"?)[hH]?$/;
const POINTS = /^\d{3,5}$/;
const WIND = /^([+-]?\d{1,2}\.\d|NWI)$/i;
const YEAR = /^((fr|so|jr|sr|gr|fy|r-?fr|r-?so|r-?jr|r-?sr)(-\d)?|\d{1,2})$/i;
const TEAM_SCORES = /team\s*(scores?|results|standings|rankings|totals)|^(pl|place)\s+(team|school)\b/i;
const SEPARATOR = /^[\s=_-]+$/;

/** A line's cells: split at tabs, else at runs of two or more spaces (a place followed by one space is split off too). */
const cellsOf = (text: string): string[] => {
  const raw = text.includes('\t') ? text.split('\t') : text.trim().split(/\s{2,}/);
  const cells = raw.map((c) => c.trim());
  // "  1 Okafor, Maya" in a text report: the place is followed by a single space
  const m = /^(\d{1,4}\.?|--)\s+(\S.*)$/.exec(cells[0] ?? '');
  if (!text.includes('\t') && m) cells.splice(0, 1, m[1]!, m[2]!);
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells;
};

/** An event heading: one or two cells, no comma, reading as an event (or an event the catalogue does not keep). */
const headingOf = (cells: string[], options: ReadOptions): string | null => {
  const text = cells.filter(Boolean).join(' ');
  // a date or a time of day ("4/11/2026", "10:30 AM") marks a title line, not an event
  if (cells.filter(Boolean).length > 2 || /[,;/:]/.test(text) || /^\d+\.?\s/.test(text)) return null;
  return readTimingEvent(text, options).kind === 'unknown' ? null : text;
};

const markOf = (cell: string, combined: boolean): string | null => {
  const upper = cell.toUpperCase();
  if (NON_MARKS[upper]) return NON_MARKS[upper];
  if (MARK.test(cell)) return cell;
  if (combined && POINTS.test(cell)) return cell;
  return null;
};

/** "Doe, John" -> John Doe; "John Doe" -> the last word is the last name. */
const nameOf = (cell: string): { first: string; last: string } => {
  if (cell.includes(',')) {
    const [last, first] = cell.split(',', 2) as [string, string];
    return { first: first.trim(), last: last.trim() };
  }
  const words = cell.split(/\s+/).filter(Boolean);
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
};

export const looksLikeResultsPage = (text: string, options: ReadOptions = {}): boolean => {
  let heading = false;
  for (const { text: line } of numberedLines(text).slice(0, 400)) {
    const cells = cellsOf(line);
    if (headingOf(cells, options)) heading = true;
    else if (heading && PLACE.test(cells[0] ?? '') && cells.slice(2).some((c) => markOf(c, true))) return true;
  }
  return false;
};

export const parseResultsPage = (text: string, options: ReadOptions = {}): ParsedResultFile => {
  const rows: ResultSourceRow[] = [];
  const problems: LineProblem[] = [];
  const skipped: SkippedLine[] = [];
  let event: { name: string; combined: boolean } | null = null;
  let round: ImportRound | null = null;
  let heat = '';
  let teamScores = false;
  for (const { line, text: raw } of numberedLines(text)) {
    if (SEPARATOR.test(raw)) continue;
    const cells = cellsOf(raw);
    const heading = headingOf(cells, options);
    if (heading) {
      const read = readTimingEvent(heading, options);
      event = { name: heading, combined: read.kind === 'event' && /thlon/.test(read.event) };
      round = roundOfLif(heading);
      heat = '';
      teamScores = false;
      continue;
    }
    if (TEAM_SCORES.test(raw.trim())) {
      if (!teamScores) skipped.push({ line, reason: 'Team scores are not results of athletes: left out', name: '' });
      teamScores = true;
      continue;
    }
    if (teamScores || !event) continue;
    const alone = cells.filter(Boolean).join(' ');
    if (cells.filter(Boolean).length === 1 && roundOfLif(alone)) {
      round = roundOfLif(alone);
      heat = /\b(heat|section|flight)\s*(\d+)/i.exec(alone)?.[2] ?? heat;
      continue;
    }
    const place = cells[0] ?? '';
    const code = NON_MARKS[place.toUpperCase()];
    if (!PLACE.test(place) && !code && place !== '--' && place !== '') continue; // prose, a column header
    const after = cells.slice(1);
    const nameAt = after.findIndex((c) => /[A-Za-z]/.test(c) && !YEAR.test(c) && !markOf(c, false));
    const markAt = after.findIndex((c, i) => i > nameAt && markOf(c, event!.combined) !== null);
    if (nameAt === -1) continue; // a line of numbers only
    const { first, last } = nameOf(after[nameAt]!);
    const athlete = `${first} ${last}`.trim();
    if (markAt === -1 && !code) {
      problems.push({ line, message: `Line ${line}: no time or mark found for ${athlete}`, name: athlete });
      continue;
    }
    const teamCells = after.slice(nameAt + 1, markAt === -1 ? undefined : markAt).filter((c) => /[A-Za-z]/.test(c) && !YEAR.test(c));
    const mark = markAt === -1 ? code! : markOf(after[markAt]!, event.combined)!;
    // the wind follows the mark, or the mark's conversion ("5.62m  18' 5.25\"  +0.4")
    const windAt = markAt === -1 ? -1 : markOf(after[markAt + 1] ?? '', false) ? markAt + 2 : markAt + 1;
    const wind = windAt !== -1 && WIND.test(after[windAt] ?? '') ? after[windAt]! : '';
    const read = readTimingEvent(event.name, options);
    if (read.kind === 'outside') {
      skipped.push({ line, reason: `${event.name} is not an event Splits keeps`, name: athlete });
      continue;
    }
    rows.push({
      line,
      event: eventTextOf(read, event.name),
      first,
      last,
      gender: read.gender === 'female' ? 'F' : read.gender === 'male' ? 'M' : '',
      // "11 Lincoln High School": a text report puts the grade one space before the school
      team: (teamCells.at(-1) ?? '').replace(/^(\d{1,2}|fr|so|jr|sr)(-\d)?\s+(?=[A-Za-z])/i, ''),
      mark: mark.replace(/m$/, ''),
      wind,
      place: PLACE.test(place) && !NON_MARKS[mark] ? PLACE.exec(place)![1]! : '',
      heat,
      round,
    });
  }
  return { format: 'page', rows, problems, skipped, heading: null, races: [], meetName: null };
};
