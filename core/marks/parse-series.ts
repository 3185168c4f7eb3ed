/**
 * A field event's series typed in one cell, read and written back in one place.
 * Horizontal jumps and throws: up to six attempts apart by spaces, each a mark (metres or
 * feet-inches as a single word: 6.12, 21-02.25), X for a foul or - for a pass; in long and triple
 * jump the wind follows its mark after a slash: `6.12/+1.2 X 6.30/+2.5 - 6.25/-0.4` (no wind: NWI).
 * High jump and pole vault: each bar height followed by its attempts (O cleared, X failed,
 * - passed): `1.50 O 1.55 XO 1.60 XX- 1.65 X`.
 */
import { formatLength } from './format';
import { requireMarkEvent, resolveMarkEvent, type MarkEvent } from './events';
import { seriesOutcome } from './field-result';
import { heightCardError } from './height-card';
import { parseMark } from './mark';
import { MAX_ATTEMPTS, type Attempt, type HeightAttempts, type Series } from './series';
import type { LengthMark, Mark, MarkOptions, ParseResult, Units } from './types';
import { formatWind, isWindEvent, parseWind } from './wind';

const FOUL = /^(?:x|f|foul)$/i;
const PASS = /^(?:-|p|pass)$/i;
const HEIGHT_ATTEMPTS = /^[ox-]{1,3}$/i;
const MAX_HEIGHTS = 40;

/** Field events that keep a series: horizontal (distance) or vertical (height); null for races. */
export const seriesKind = (slugOrType: string): Series['kind'] | null => {
  const kind = resolveMarkEvent(slugOrType)?.catalogue.kind;
  return kind === 'distance' ? 'attempts' : kind === 'height' ? 'heights' : null;
};

function readLength(event: MarkEvent, text: string, options: MarkOptions): ParseResult<LengthMark> {
  const parsed = parseMark(event.slug, text, { ...options, gender: options.gender ?? event.gender });
  if (!parsed.ok) return parsed;
  if (parsed.mark.kind !== 'length') return { ok: false, error: `${text}: an attempt is a mark, X (foul) or - (pass)` };
  return { ok: true, mark: parsed.mark };
}

function readAttempts(event: MarkEvent, words: string[], options: MarkOptions): ParseResult<Series> {
  if (words.length > MAX_ATTEMPTS) return { ok: false, error: `${words.length} attempts: a series holds at most ${MAX_ATTEMPTS}` };
  const wind = isWindEvent(event.slug);
  const attempts: Attempt[] = [];
  for (const [i, word] of words.entries()) {
    const n = `Attempt ${i + 1}`;
    if (FOUL.test(word)) attempts.push({ kind: 'foul' });
    else if (PASS.test(word)) attempts.push({ kind: 'pass' });
    else {
      const [markText = '', windText, ...more] = word.split('/');
      if (more.length > 0 || (windText !== undefined && !wind)) {
        return { ok: false, error: wind ? `${n}: ${word} holds more than a mark and its wind` : `${n}: ${event.displayName} has no wind` };
      }
      const mark = readLength(event, markText, options);
      if (!mark.ok) return { ok: false, error: `${n}: ${mark.error}` };
      const w = windText === undefined ? { ok: true as const, mark: null } : parseWind(windText);
      if (!w.ok) return { ok: false, error: `${n}: ${w.error}` };
      attempts.push({ ...mark.mark, kind: 'mark', ...(wind ? { wind: w.mark } : {}) });
    }
  }
  return { ok: true, mark: { kind: 'attempts', attempts } };
}

function readHeights(event: MarkEvent, words: string[], options: MarkOptions): ParseResult<Series> {
  const heights: HeightAttempts[] = [];
  const shown = new Map<HeightAttempts, string>();
  for (let i = 0; i < words.length; i += 2) {
    const heightText = words[i]!;
    const attempts = words[i + 1];
    const height = readLength(event, heightText, options);
    if (!height.ok) return { ok: false, error: `${heightText}: ${height.error}` };
    if (attempts === undefined) return { ok: false, error: `${heightText}: give the attempts at this height (O, XO, XXO, XXX, X-, -)` };
    if (!HEIGHT_ATTEMPTS.test(attempts))
      return { ok: false, error: `${heightText}: "${attempts}" is not a height's attempts (O, XO, XXO, XXX, X-, -)` };
    const { kind: _kind, ...length } = height.mark;
    const h: HeightAttempts = { ...length, attempts: attempts.toUpperCase() };
    shown.set(h, heightText);
    heights.push(h);
  }
  if (heights.length > MAX_HEIGHTS) return { ok: false, error: `${heights.length} heights: a card holds at most ${MAX_HEIGHTS}` };
  const error = heightCardError(heights, (h) => shown.get(h) ?? '');
  return error ? { ok: false, error } : { ok: true, mark: { kind: 'heights', heights } };
}

/** Reads a series typed for a field event (slug or type) with the team's options (units, plausibility). */
export function parseSeries(slugOrType: string, input: string, options: MarkOptions = {}): ParseResult<Series> {
  const event = resolveMarkEvent(slugOrType);
  if (!event) return { ok: false, error: `Unknown event "${slugOrType}"` };
  const kind = seriesKind(slugOrType);
  if (!kind) return { ok: false, error: `${event.displayName} keeps no series of attempts` };
  const words = input
    .trim()
    .split(/[\s:]+/)
    .filter(Boolean);
  if (words.length === 0) return { ok: false, error: 'Enter the attempts' };
  return kind === 'attempts' ? readAttempts(event, words, options) : readHeights(event, words, options);
}

/** A length as one word of a series: metres without the unit (6.45), or feet-inches (21-02.00). */
const lengthWord = (event: MarkEvent, mark: LengthMark, units: Units): string => formatLength(event, mark, units).replace(/m$/, '');

/** The series as it is typed, in the team's units (reads back the same with parseSeries). */
export function formatSeries(slugOrType: string, series: Series, units: Units = 'metric'): string {
  const event = requireMarkEvent(slugOrType);
  if (series.kind === 'heights') {
    return series.heights
      .map((h) => `${lengthWord(event, { kind: 'length', mm: h.mm, quarterInches: h.quarterInches }, units)} ${h.attempts}`)
      .join(' ');
  }
  return series.attempts
    .map((a) => {
      if (a.kind === 'foul') return 'X';
      if (a.kind === 'pass') return '-';
      const word = lengthWord(event, { kind: 'length', mm: a.mm, quarterInches: a.quarterInches }, units);
      return a.wind === undefined || a.wind === null ? word : `${word}/${formatWind(a.wind)}`;
    })
    .join(' ');
}

/** A cell read: the mark (from the series when there is one: its wind too) and the series, if any. */
export interface MarkOrSeries {
  mark: Mark;
  /** the wind of the series' mark; null for a single mark (its wind has its own cell) */
  wind: number | null;
  series: Series | null;
}

/**
 * What one result cell holds for an event: a single mark (`6.45`, `DNS`) or, in a field event, a
 * series (several attempts, a wind after a slash, X, -, or a height card). A text that reads as a
 * mark is a mark; otherwise a field event tries it as a series and, when that fails too, answers
 * the series' reason if the text looks like one (several words, a slash, X or -).
 */
export function parseMarkOrSeries(slugOrType: string, input: string, options: MarkOptions = {}): ParseResult<MarkOrSeries> {
  const single = parseMark(slugOrType, input, options);
  if (single.ok) return { ok: true, mark: { mark: single.mark, wind: null, series: null } };
  if (!seriesKind(slugOrType)) return single;
  const series = parseSeries(slugOrType, input, options);
  if (series.ok) {
    const { mark, wind } = seriesOutcome(slugOrType, series.mark);
    return { ok: true, mark: { mark, wind, series: series.mark } };
  }
  const text = input.trim();
  const looksLikeSeries = /\s|\//.test(text) || FOUL.test(text) || PASS.test(text);
  return looksLikeSeries ? series : single;
}
