/**
 * The one CSV writer of every export (the roster export on the server; the meet's entries and the
 * performance tables in the browser): comma-separated, CRLF lines, UTF-8 with a byte-order mark so
 * a spreadsheet opens "Zoë Müller" as written, and no cell a spreadsheet would run as a formula.
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

/** What a spreadsheet reads as the start of a formula (or, tab and CR, hides before one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that make a cell need quotes (the semicolon too: Excel in many locales splits on it). */
const NEEDS_QUOTES = /[",;\n\r]/;

/**
 * One cell. A text starting with = + - @, a tab or a carriage return gets a leading apostrophe, so
 * `=HYPERLINK(...)` is shown as text and never run; so does a text such as "-0.35" or "+1.2" (a
 * typed mark or wind is text here, as the server's roster export always had it). A JavaScript
 * number is written as the number it is (`-0.35`): no formula can hide in it. Null and undefined
 * are empty; quotes are doubled inside quotes.
 */
export const csvCell = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = String(cell);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A header and rows as a CSV text: byte-order mark, one CRLF-ended line per row. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  `${CSV_BOM}${[header, ...rows].map((r) => `${r.map(csvCell).join(',')}\r\n`).join('')}`;
