/** Results files from timing systems, read into the rows the results import checks. See types.ts. */
import { parseHytek } from './hytek';
import { parseLif } from './lif';
import type { ReadOptions } from './event-names';
import type { ImportFormat, ParsedResultFile } from './types';

export * from './types';
export { detectImportFormat } from './detect-format';
export { readTimingEvent, type ReadOptions } from './event-names';

/** Reads a FinishLynx or Hy-Tek file (CSV is read as a table by the server). */
export const parseTimingFile = (format: Exclude<ImportFormat, 'csv'>, text: string, options: ReadOptions = {}): ParsedResultFile =>
  format === 'lif' ? parseLif(text, options) : parseHytek(text, options);
