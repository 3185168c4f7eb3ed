/**
 * What one row of the results grid says, checked with the mark engine as it is typed: the mark,
 * the wind (wind events only), the place, the heat and the splits (races only), each valid or with
 * the reason why not; and a warning when the mark is valid but almost surely a typo (123.4 in a
 * 100m), which holds the row back until the coach keeps it.
 */
import {
  isWindEvent,
  markWarning,
  parseMarkOrSeries,
  parseWind,
  resolveMarkEvent,
  seriesKind,
  type Mark,
  type MarkOptions,
  type Series,
} from '@core/marks';
import { parseSplits, type TypedSplit } from './split-times';
import type { RowValues } from './unsaved-results';

export interface CheckedRow {
  /** null when the mark cell is empty (no result yet); with a series, the mark it gives */
  mark: Mark | null;
  /** a field event's series typed in the mark cell ("6.12 X 6.30/+2.5", "1.50 O 1.55 XO"); null for a mark alone */
  series: Series | null;
  wind: number | null;
  place: number | null;
  heat: number | null;
  splits: TypedSplit[];
  errors: Partial<Record<keyof RowValues, string>>;
  /** the mark looks like a typo (not an error: kept when the coach confirms it); null otherwise */
  warning: string | null;
}

const wholeNumber = (text: string, what: string, max: number): { value: number | null; error?: string } => {
  const t = text.trim();
  if (t === '') return { value: null };
  if (!/^\d+$/.test(t)) return { value: null, error: `${what} is a whole number` };
  const n = Number(t);
  if (n < 1 || n > max) return { value: null, error: `${what} is between 1 and ${max}` };
  return { value: n };
};

export const EMPTY_ROW: RowValues = { mark: '', wind: '', place: '', heat: '', splits: '' };

/** Races take splits; field events do not. */
export const takesSplits = (eventType: string): boolean => resolveMarkEvent(eventType)?.measure === 'time';

/** How a field event's series is typed (empty for races); `where`: in the grid's mark cell or a field of its own. */
export const seriesHint = (eventType: string, where: 'cell' | 'field' = 'cell'): string => {
  const kind = seriesKind(eventType);
  const place = where === 'cell' ? ' in the mark cell' : '';
  if (kind === 'heights') return `Height card${place}: each height and its attempts (1.50 O 1.55 XO 1.60 XXX; - passes).`;
  if (kind !== 'attempts') return '';
  return isWindEvent(eventType)
    ? `Series${place}: up to 6 attempts, X foul, - pass, wind after a slash (6.12/+1.2 X 6.30/+2.5 -).`
    : `Series${place}: up to 6 attempts, X foul, - pass (12.10 X 12.97 -).`;
};

/**
 * `kept`: mark texts the coach already confirmed or the server already holds: they get no warning.
 */
export function checkRow(
  eventType: string,
  values: RowValues,
  options: MarkOptions = {},
  kept: readonly (string | undefined)[] = [],
): CheckedRow {
  const errors: CheckedRow['errors'] = {};
  let mark: Mark | null = null;
  let series: Series | null = null;
  let warning: string | null = null;
  let wind: number | null = null;
  if (values.mark.trim() !== '') {
    // a field event's cell takes a series too: the series gives the mark and its wind
    const parsed = parseMarkOrSeries(eventType, values.mark, options);
    if (parsed.ok) ({ mark, series, wind } = parsed.mark);
    else errors.mark = parsed.error;
    if (mark && !series && !kept.some((k) => k?.trim() === values.mark.trim()))
      warning = markWarning(eventType, mark, values.mark, options);
  }
  if (series && values.wind.trim() !== '') errors.wind = 'With a series the wind goes after each mark: 6.12/+1.2';
  else if (isWindEvent(eventType) && values.wind.trim() !== '') {
    const parsed = parseWind(values.wind);
    if (parsed.ok) wind = parsed.mark;
    else errors.wind = parsed.error;
  }
  const place = wholeNumber(values.place, 'Place', 999);
  if (place.error) errors.place = place.error;
  const heat = wholeNumber(values.heat, 'Heat', 99);
  if (heat.error) errors.heat = heat.error;
  let splits: TypedSplit[] = [];
  if (values.splits.trim() !== '') {
    const parsed = takesSplits(eventType)
      ? parseSplits(eventType, values.splits, mark)
      : { ok: false as const, error: 'Only races have splits' };
    if (parsed.ok) splits = parsed.splits;
    else errors.splits = parsed.error;
  }
  if (mark === null && !errors.mark && (values.wind.trim() || values.place.trim() || values.heat.trim() || values.splits.trim())) {
    errors.mark = 'Enter the mark first';
  }
  if (mark?.kind === 'non-mark' && place.value !== null) errors.place = `${mark.code} gets no place`;
  else if (series && place.value !== null) errors.place = 'The series places the athlete: leave the place empty';
  return { mark, series, wind, place: place.value, heat: heat.value, splits, errors, warning };
}

const CHECKED_KEPT = 500;
const checkedRows = new Map<string, CheckedRow>();

/**
 * checkRow, once per event, setting and values: the grid checks every row on each render and the
 * sync checks the row it sends; both get the same checked row without parsing it again.
 */
export function checkRowOnce(
  eventType: string,
  values: RowValues,
  options: MarkOptions = {},
  kept: readonly (string | undefined)[] = [],
): CheckedRow {
  const key = JSON.stringify([eventType, options, values.mark, values.wind, values.place, values.heat, values.splits, kept]);
  let checked = checkedRows.get(key);
  if (!checked) {
    checked = checkRow(eventType, values, options, kept);
    if (checkedRows.size >= CHECKED_KEPT) checkedRows.delete(checkedRows.keys().next().value as string);
    checkedRows.set(key, checked);
  }
  return checked;
}

/** Ready to send: no error, and no warning left unconfirmed. */
export const rowIsValid = (row: CheckedRow): boolean => Object.keys(row.errors).length === 0 && row.warning === null;

/** The row as the grid shows a value saved on the server. */
export const isEmptyRow = (values: RowValues): boolean =>
  values.mark.trim() === '' &&
  values.wind.trim() === '' &&
  values.place.trim() === '' &&
  values.heat.trim() === '' &&
  values.splits.trim() === '';
