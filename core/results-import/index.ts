/** Results files from timing systems, read into the rows the results import checks. See types.ts. */
import { parseHytek } from './hytek';
import { parseLif } from './lif';
import { parseResultsPage } from './results-page';
import type { ReadOptions } from './event-names';
import type { ImportFormat, ParsedResultFile } from './types';

export * from './types';
export { detectImportFormat } from './detect-format';
export { readTimingEvent, type ReadOptions } from './event-names';
export { decodeImportBytes } from './decode';
export { lynxInputFile, LYNX_INPUT_MESSAGES } from './not-results';

const READERS = { lif: parseLif, hytek: parseHytek, page: parseResultsPage } as const;

/** Reads a FinishLynx or Hy-Tek file, or text copied from a results page (CSV is read as a table by the server). */
export const parseTimingFile = (format: Exclude<ImportFormat, 'csv'>, text: string, options: ReadOptions = {}): ParsedResultFile =>
  READERS[format](text, options);
