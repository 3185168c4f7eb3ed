/**
 * What every results file yields before the roster and the mark engine see it: one source row per
 * result line, the lines that could not be read, and the lines read but not kept (relays, combined
 * events, events outside the catalogue). CSV, FinishLynx .lif and Hy-Tek semicolon files all end
 * up as these rows, so one validation serves the three formats.
 */

export const IMPORT_FORMATS = ['csv', 'lif', 'hytek', 'page'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Readonly<Record<ImportFormat, string>> = {
  csv: 'CSV or spreadsheet rows',
  lif: 'FinishLynx results (.lif)',
  hytek: 'Hy-Tek semicolon-delimited results',
  page: 'Results copied from a web page (TFRRS, Athletic.net) or a text report',
};

/** The meet rounds a results file can name (the meet's own rounds, core/api/meets ROUNDS). */
export const IMPORT_ROUNDS = ['final', 'prelim', 'semi', 'heats'] as const;
export type ImportRound = (typeof IMPORT_ROUNDS)[number];

/** One result as a file writes it: text for the mark engine and the roster match, nothing judged yet. */
export interface ResultSourceRow {
  /** line of the file, 1-based (a CSV's header is line 1) */
  line: number;
  /** the event: a type ("female-100m"), a catalogue event ("100m", "Long Jump") or a name with a gender word ("Girls 100m") */
  event: string;
  first: string;
  last: string;
  /** "F", "M", "Girls"... or '' when the file does not say */
  gender: string;
  /** school or club as the file writes it ('' when the format has none) */
  team: string;
  /** as typed, for the mark engine: "12.45", "13.4h", "21'10.25", "DNF" */
  mark: string;
  /** "+1.2", "-0.4", "NWI" or '' */
  wind: string;
  /** "1", "12" or '' (non-marks have none) */
  place: string;
  heat: string;
  /** the round the file names; null: the event's final (or only) round at the meet */
  round: ImportRound | null;
}

/** A line that could not be read as a result. */
export interface LineProblem {
  line: number;
  message: string;
  /** the athlete's name when the line still shows it, else '' */
  name: string;
}

/** A line read but not imported, and why ("Relay results are entered on the meet page"). */
export interface SkippedLine {
  line: number;
  reason: string;
  name: string;
}

/** The first line of a .lif: the race the file is the result of. */
export interface LifHeading {
  eventNumber: string;
  roundNumber: string;
  heat: number | null;
  /** as FinishLynx names it: "Girls 100 Meter Dash" */
  eventName: string;
  /** the event the name reads as (a type when the name gives the gender, else a catalogue slug), null when unknown */
  event: string | null;
  wind: string;
}

export interface ParsedResultFile {
  format: Exclude<ImportFormat, 'csv'>;
  rows: ResultSourceRow[];
  problems: LineProblem[];
  skipped: SkippedLine[];
  /** .lif only: the first race's header */
  heading: LifHeading | null;
  /** .lif only: every race's header, in the file's order (a file may hold several races) */
  races: LifHeading[];
  /** Hy-Tek only: the meet the file was exported from */
  meetName: string | null;
}
