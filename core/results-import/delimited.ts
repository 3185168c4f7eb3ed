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
 * Splits one line on the delimiter, honouring double quotes the way the FinishLynx manual asks
 * ("Jones, Jr." stays one field; "" inside quotes is one "). Fields are trimmed.
 */
export const splitFields = (line: string, delimiter: string): string[] => {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
};
