/**
 * A result as typed (mark, wind, splits) read by the mark engine with the team's settings; a bad
 * value names its field. Splits are cumulative times: each must come after the one before, and the
 * last may not come after a finish time (the browser's rule and wording, web/features/results/split-times.ts).
 */
import type { ResultInput } from '@core/api/results';
import {
  isWindEvent,
  parseMark,
  parseSeries,
  parseWind,
  readSplitTime,
  resolveMarkEvent,
  seriesOutcome,
  splitOrderError,
  type Mark,
  type Series,
} from '@core/marks';
import { badRequest } from '../../http/http-error';
import type { TeamSettings } from '../organizations/team-settings';
import { markColumns, type MarkColumns } from './mark-row';

export interface ParsedResult extends MarkColumns {
  mark: Mark;
  place: number | null;
  heat: number | null;
  splits: { label: string | null; ms: number }[];
  /** a field event's series (the mark and its wind come from it); null for a mark alone */
  series: Series | null;
}

type ParseOutcome = { ok: true; value: ParsedResult } | { ok: false; field: string; message: string };

type MarkOutcome = { ok: true; mark: Mark; wind: number | null; series: Series | null } | { ok: false; field: string; message: string };

/** The mark and wind typed, or those a series gives (its best, or its best wind-legal mark: decision 028). */
const readMark = (eventType: string, input: ResultInput, settings: TeamSettings): MarkOutcome => {
  const options = { handTimeConversion: settings.handTimeConversion, units: settings.units };
  if (input.mark && input.series)
    return { ok: false, field: 'series', message: 'Give a mark or a series, not both: the series gives the mark' };
  if (!input.mark && !input.series) return { ok: false, field: 'mark', message: 'Enter a mark' };
  if (input.series) {
    const series = parseSeries(eventType, input.series, options);
    if (!series.ok) return { ok: false, field: 'series', message: series.error };
    const { mark, wind } = seriesOutcome(eventType, series.mark);
    return { ok: true, mark, wind, series: series.mark };
  }
  const parsed = parseMark(eventType, input.mark ?? '', options);
  if (!parsed.ok) return { ok: false, field: 'mark', message: parsed.error };
  if (!input.wind || !isWindEvent(eventType)) return { ok: true, mark: parsed.mark, wind: null, series: null };
  const w = parseWind(input.wind);
  if (!w.ok) return { ok: false, field: 'wind', message: w.error };
  return { ok: true, mark: parsed.mark, wind: w.mark, series: null };
};

export interface ReadResultOptions {
  /**
   * A combined event's total as a results file gives it ("Decathlon ... 6296"), without its
   * disciplines: read as the entry's points (a results import only; typed totals are refused).
   */
  givenTotal?: boolean;
}

/** Reads one typed result for an event type; `prefix` names where it sits in the body ("body", "body.results.3"). */
export const readResultInput = (
  eventType: string,
  input: ResultInput,
  settings: TeamSettings,
  prefix: string,
  options: ReadResultOptions = {},
): ParseOutcome => {
  const fail = (field: string, message: string): ParseOutcome => ({ ok: false, field: `${prefix}.${field}`, message });
  const event = resolveMarkEvent(eventType);
  // a combined event's total is the sum of its disciplines' points (services/combined-events): never typed
  if (event?.measure === 'points' && !options.givenTotal)
    return fail('mark', `The ${event.displayName} total comes from its disciplines: type their marks in its sheet`);
  const parsed = readMark(eventType, input, settings);
  if (!parsed.ok) return fail(parsed.field, parsed.message);
  const { wind, series } = parsed;
  const splits: ParsedResult['splits'] = [];
  for (const [i, split] of (input.splits ?? []).entries()) {
    const read = readSplitTime(eventType, split.time);
    if (!read.ok) return fail(`splits.${i}.time`, read.error);
    splits.push({ label: split.label ?? null, ms: read.ms });
  }
  const order = splitOrderError(
    eventType,
    splits.map((s) => s.ms),
    parsed.mark,
  );
  if (order) return fail(`splits.${order.index}.time`, order.error);
  return {
    ok: true,
    value: {
      ...markColumns(eventType, parsed.mark, wind, settings.handTimeRule),
      mark: parsed.mark,
      place: input.place ?? null,
      heat: input.heat ?? null,
      splits,
      series,
    },
  };
};

/** Like readResultInput, answering 400 with the field and the engine's message. */
export const requireResultInput = (eventType: string, input: ResultInput, settings: TeamSettings, prefix: string): ParsedResult => {
  const out = readResultInput(eventType, input, settings, prefix);
  if (!out.ok) throw badRequest(`${out.field}: ${out.message}`, out.field);
  return out.value;
};
