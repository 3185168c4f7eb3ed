/**
 * Reads the text of an import: CSV (comma or semicolon, RFC 4180 quotes) or rows pasted from a
 * spreadsheet (tab-separated), told apart by the header line. Rows are numbered as a spreadsheet
 * shows them: the header is row 1; blank rows keep their number and are skipped.
 */
import { splitRecords } from '@core/results-import/delimited';
import { badRequest } from '../../http/http-error';

interface TableRow {
  row: number;
  cells: string[];
}

export interface Table {
  header: string[];
  rows: TableRow[];
}

const delimiterOf = (firstLine: string): string => {
  if (firstLine.includes('\t')) return '\t';
  const semicolons = firstLine.split(';').length;
  const commas = firstLine.split(',').length;
  return semicolons > commas ? ';' : ',';
};

export const parseTable = (text: string): Table => {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const all = splitRecords(clean, delimiterOf(firstLine)).map((cells) => cells.map((c) => c.trim()));
  const headerIndex = all.findIndex((cells) => cells.some((c) => c !== ''));
  if (headerIndex === -1) throw badRequest('body.text: The text has no header row', 'body.text');
  const header = all[headerIndex]!;
  const rows = all
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(headerIndex + 1)
    .filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw badRequest('body.text: There are no rows under the header', 'body.text');
  return { header, rows };
};

/** Header text compared loosely: "First Name", "first_name" and "FIRSTNAME" are the same. */
export const headerKey = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Finds the column of each wanted field by its aliases (already in headerKey form); a field
 * missing from `optional` and not found answers 400 naming the column.
 */
export const mapColumns = <F extends string>(
  header: string[],
  aliases: Record<F, readonly string[]>,
  labels: Record<F, string>,
  required: readonly NoInfer<F>[],
): Partial<Record<F, number>> => {
  const keys = header.map(headerKey);
  const out: Partial<Record<F, number>> = {};
  for (const field of Object.keys(aliases) as F[]) {
    const index = keys.findIndex((k) => aliases[field].includes(k));
    if (index !== -1) out[field] = index;
  }
  const missing = required.filter((f) => out[f] === undefined);
  if (missing.length > 0) {
    throw badRequest(`body.text: Missing column${missing.length > 1 ? 's' : ''}: ${missing.map((f) => labels[f]).join(', ')}`, 'body.text');
  }
  return out;
};

export const cellOf = (row: TableRow, index: number | undefined): string => (index === undefined ? '' : (row.cells[index] ?? ''));
