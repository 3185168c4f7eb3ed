/** Files the browser downloads: a table as shown written by the product's one CSV writer (core/csv), file names. */
import { CSV_BOM, toCsv, type CsvCell } from '@core/csv';

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
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8'): void =>
  downloadBlob(fileName, new Blob([text.startsWith(CSV_BOM) ? text : `${CSV_BOM}${text}`], { type }));

/** Hands bytes to the browser as a file download, as they are (a file a server answered: the same bytes a script fetches). */
export const downloadBlob = (fileName: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const downloadCsv = (filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void =>
  downloadText(filename, toCsv(header, rows));
