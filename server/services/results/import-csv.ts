/** A CSV or spreadsheet paste read as result source rows: columns found by their header, names split. */
import type { ResultSourceRow } from '@core/results-import/types';
import { cellOf, mapColumns, type Table } from '../athletes/table-text';

const FIELDS = ['event', 'first', 'last', 'name', 'gender', 'team', 'mark', 'wind', 'place', 'heat'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  event: 'Event',
  first: 'First',
  last: 'Last',
  name: 'Name',
  gender: 'Gender',
  team: 'Team',
  mark: 'Mark',
  wind: 'Wind',
  place: 'Place',
  heat: 'Heat',
};

const ALIASES: Record<Field, readonly string[]> = {
  event: ['event', 'eventname', 'evt'],
  first: ['first', 'firstname', 'givenname'],
  last: ['last', 'lastname', 'surname'],
  name: ['name', 'athlete', 'athletename', 'fullname'],
  gender: ['gender', 'sex'],
  team: ['team', 'school', 'affiliation', 'club', 'teamname'],
  mark: ['mark', 'result', 'time', 'performance', 'distance', 'height', 'finaltime'],
  wind: ['wind', 'windspeed', 'w'],
  place: ['place', 'pl', 'position', 'pos', 'rank'],
  heat: ['heat', 'ht', 'flight'],
};

const nameParts = (row: Table['rows'][number], col: Partial<Record<Field, number>>): { first: string; last: string } => {
  if (col.first !== undefined || col.last !== undefined) return { first: cellOf(row, col.first), last: cellOf(row, col.last) };
  const name = cellOf(row, col.name);
  if (name.includes(',')) {
    const [last, first] = name.split(',', 2) as [string, string];
    return { first: first.trim(), last: last.trim() };
  }
  const words = name.split(/\s+/).filter(Boolean);
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
};

/** The table's rows as source rows; a missing Event, Mark or name column answers 400 naming it. */
export const tableSourceRows = (table: Table): { columns: string[]; rows: ResultSourceRow[] } => {
  const col = mapColumns(table.header, ALIASES, LABELS, ['event', 'mark']);
  if (col.name === undefined && (col.first === undefined || col.last === undefined)) {
    mapColumns(table.header, ALIASES, LABELS, ['first', 'last']);
  }
  const columns = FIELDS.filter((f) => col[f] !== undefined).map((f) => LABELS[f]);
  const rows = table.rows.map((r): ResultSourceRow => {
    const { first, last } = nameParts(r, col);
    return {
      line: r.row,
      event: cellOf(r, col.event),
      first,
      last,
      gender: cellOf(r, col.gender),
      team: cellOf(r, col.team),
      mark: cellOf(r, col.mark),
      wind: cellOf(r, col.wind),
      place: cellOf(r, col.place),
      heat: cellOf(r, col.heat),
      round: null,
    };
  });
  return { columns, rows };
};
