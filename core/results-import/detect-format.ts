/**
 * Which format a pasted or uploaded text is in, from its content alone (a file name may lie or be
 * missing): Hy-Tek records start with H;/E;/R;, a .lif starts with the event header (three numbers
 * and an event name), text copied from a results page has event headings with placed lines under
 * them, anything else is read as CSV / spreadsheet rows with a header.
 */
import { numberedLines, splitFields } from './delimited';
import { looksLikeHytek } from './hytek';
import { isLifHeader } from './lif';
import { looksLikeResultsPage } from './results-page';
import type { ImportFormat } from './types';

export const detectImportFormat = (text: string): ImportFormat => {
  if (looksLikeHytek(text)) return 'hytek';
  const lines = numberedLines(text);
  const first = lines[0];
  if (first && !first.text.includes('\t') && isLifHeader(splitFields(first.text, ','))) {
    // a CSV never starts with a number in its header's first column; a .lif's next line is a competitor
    const next = lines[1] ? splitFields(lines[1].text, ',') : [];
    if (next.length === 0 || next.length >= 5) return 'lif';
  }
  if (looksLikeResultsPage(text)) return 'page';
  return 'csv';
};
