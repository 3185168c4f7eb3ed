/** Lines of a delimited text file, numbered as an editor shows them, each split into trimmed fields. */

export interface NumberedLine {
  line: number;
  text: string;
}

/** Every non-blank line with its 1-based number (a BOM and either line ending are fine). */
export const numberedLines = (text: string): NumberedLine[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => l.text.trim() !== '');

/**
 * Splits delimited text into records of untrimmed fields, honouring double quotes the way RFC 4180
 * and the FinishLynx manual ask ("Jones, Jr." stays one field; "" inside quotes is one "; a quoted
 * field may hold a line break). The CSV import and the timing-file readers share it.
 */
export const splitRecords = (text: string, delimiter: string): string[][] => {
  const out: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      out.push(cells);
      cells = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    out.push(cells);
  }
  return out;
};

/** One line split on the delimiter (quotes as in splitRecords), fields trimmed. */
export const splitFields = (line: string, delimiter: string): string[] => (splitRecords(line, delimiter)[0] ?? ['']).map((f) => f.trim());
