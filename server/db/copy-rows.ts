import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A cell: text, a number, a boolean, a list of texts (a text[] column), or null. */
export type CopyCell = string | number | boolean | readonly string[] | null;

const NEEDS_QUOTES = /[",\r\n\\]/;

/** One element of a text[] literal: always quoted, with `"` and `\` escaped. */
const arrayElement = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * A CSV cell as COPY reads it: null unquoted and empty, the empty text quoted (so it stays text),
 * other text quoted only when it must be.
 */
export const csvCell = (value: CopyCell): string => {
  if (value === null) return '';
  const text = Array.isArray(value) ? `{${value.map(arrayElement).join(',')}}` : String(value);
  return text === '' || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Lines of CSV sent in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;

function* csvPieces<T>(rows: readonly T[], cells: (row: T) => CopyCell[]): Generator<string> {
  let piece = '';
  for (const row of rows) {
    piece += `${cells(row).map(csvCell).join(',')}\n`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/**
 * Sends `rows` into `table` with one `COPY … FROM STDIN` on `client`: the rows go as one stream of
 * CSV, not as statements the server parses and plans, and the one statement saves all of them or
 * none. Resolves with the number of rows copied. `table` and `columns` are trusted identifiers.
 */
export const copyRows = async <T>(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  cells: (row: T) => CopyCell[],
): Promise<number> => {
  const into = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from(csvPieces(rows, cells)), into);
  return into.rowCount ?? 0;
};
