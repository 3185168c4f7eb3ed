/** CSV of a table as shown, downloaded by the browser (comma-separated, quoted where needed, UTF-8 with BOM for spreadsheets). */
type Cell = string | number | boolean | null | undefined;

const quote = (cell: Cell): string => {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: string[], rows: Cell[][]): string => [header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n');

export const downloadCsv = (filename: string, header: string[], rows: Cell[][]): void => {
  const blob = new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
