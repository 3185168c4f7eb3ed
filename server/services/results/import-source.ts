/** The text of a results import read in its format (given, or detected from the content) into source rows. */
import {
  detectImportFormat,
  lynxInputFile,
  LYNX_INPUT_MESSAGES,
  parseTimingFile,
  type ImportFormat,
  type LifHeading,
  type LineProblem,
  type ReadOptions,
  type ResultSourceRow,
  type SkippedLine,
} from '@core/results-import';
import { badRequest } from '../../http/http-error';
import { parseTable } from '../athletes/table-text';
import { tableSourceRows } from './import-csv';

export interface ImportSource {
  format: ImportFormat;
  columns: string[];
  rows: ResultSourceRow[];
  /** lines the format's reader could not read */
  problems: LineProblem[];
  /** lines read but not imported (relays, combined events...) */
  skipped: SkippedLine[];
  heading: LifHeading | null;
  /** .lif only: every race's header (a file may hold several races) */
  races: LifHeading[];
  meetName: string | null;
}

const TIMING_COLUMNS: Record<Exclude<ImportFormat, 'csv'>, string[]> = {
  lif: ['Place', 'Last', 'First', 'Team', 'Mark', 'Wind', 'Heat'],
  hytek: ['Event', 'Gender', 'Round', 'Mark', 'Wind', 'Place', 'Heat', 'Last', 'First', 'Team'],
  page: ['Event', 'Place', 'Last', 'First', 'Team', 'Mark', 'Wind', 'Heat'],
};

/** `options.crossCountry`: the meet is a cross-country meet, so "5000m" is the 5K (XC). */
export const readImportSource = (text: string, given?: ImportFormat, options: ReadOptions = {}): ImportSource => {
  // FinishLynx's start list, schedule or people file is no results file: say what it is, whatever the format asked
  const input = lynxInputFile(text);
  if (input) throw badRequest(`body.text: ${LYNX_INPUT_MESSAGES[input]}`, 'body.text');
  const format = given ?? detectImportFormat(text);
  if (format === 'csv') {
    const { columns, rows } = tableSourceRows(parseTable(text));
    return { format, columns, rows, problems: [], skipped: [], heading: null, races: [], meetName: null };
  }
  const file = parseTimingFile(format, text, options);
  if (file.rows.length + file.problems.length + file.skipped.length === 0)
    throw badRequest('body.text: The file holds no results', 'body.text');
  return {
    format,
    columns: TIMING_COLUMNS[format],
    rows: file.rows,
    problems: file.problems,
    skipped: file.skipped,
    heading: file.heading,
    races: file.races,
    meetName: file.meetName,
  };
};
