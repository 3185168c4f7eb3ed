/**
 * What a combined-event cell holds as typed, read by the mark engine as the results grid reads a
 * mark: a bad mark or wind says why and is not saved; an emptied mark clears the saved one.
 */
import type { CombinedMark } from '@core/api/combined-events';
import { formatWind, parseMark, parseWind, type MarkOptions } from '@core/marks';

export interface CellValues {
  mark: string;
  wind: string;
}

export type CellAction =
  { kind: 'none' } | { kind: 'clear' } | { kind: 'save'; mark: string; wind: string | null } | { kind: 'invalid'; error: string };

/** The values a saved mark shows in its cell. */
export const cellValues = (saved: CombinedMark | null, wind: boolean): CellValues => ({
  mark: saved?.display ?? '',
  wind: saved && wind && saved.wind !== null ? formatWind(saved.wind) : '',
});

/** What leaving a cell does: nothing (unchanged), clear, save, or say why not. */
export const cellAction = (eventType: string, values: CellValues, saved: CellValues, wind: boolean, options: MarkOptions): CellAction => {
  const mark = values.mark.trim();
  const windText = wind ? values.wind.trim() : '';
  if (mark === saved.mark.trim() && windText === (wind ? saved.wind.trim() : '')) return { kind: 'none' };
  if (mark === '') return saved.mark.trim() === '' ? { kind: 'none' } : { kind: 'clear' };
  const parsed = parseMark(eventType, mark, options);
  if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
  if (windText !== '') {
    const w = parseWind(windText);
    if (!w.ok) return { kind: 'invalid', error: w.error };
  }
  return { kind: 'save', mark, wind: windText === '' ? null : windText };
};
