/** CSV of a table as shown, downloaded by the browser (comma-separated, quoted where needed, UTF-8 with BOM for spreadsheets). */
type Cell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

const quote = (cell: Cell): string => {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: Cell[][]): string =>
  [header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n');

/** "Harbor Spring Invitational!" → "harbor-spring-invitational" (the fallback when nothing is left), for file names. */
export const fileSlug = (name: string, fallback: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;

/**
 * Hands a text to the browser as a file download. The text keeps (or gets) a UTF-8 byte-order mark
 * so Excel opens accents as written ("Zoë Müller"); reading a response as text drops the server's own.
 */
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob([text.startsWith(BOM) ? text : `${BOM}${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const downloadCsv = (filename: string, header: string[], rows: Cell[][]): void =>
  downloadText(filename, `${BOM}${toCsv(header, rows)}`);
