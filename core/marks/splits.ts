/**
 * Splits of a race: cumulative times read by the engine for the race's event (no plausibility
 * check: a split is part of a race). They must increase, and none may come after the finish. The
 * browser's splits field and the server's save check read them here, so both say the same.
 */
import { formatMark } from './format';
import { parseMark } from './mark';
import type { Mark } from './types';

/** A split's time as the pages show it: hundredths, or tenths when the hundredths are zero ("32.1", "1:05.43"). */
export function formatSplitMs(eventType: string, ms: number): string {
  return formatMark(eventType, { kind: 'time', ms, timing: ms % 100 === 0 ? 'hand' : 'fat' });
}

export type SplitTimeOutcome = { ok: true; ms: number } | { ok: false; error: string };

/** One split's time as typed: a time of the race, or the engine's message. */
export function readSplitTime(eventType: string, time: string): SplitTimeOutcome {
  const parsed = parseMark(eventType, time, { plausibility: false });
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.mark.kind !== 'time') return { ok: false, error: 'Splits are times of a race' };
  return { ok: true, ms: parsed.mark.ms };
}

/**
 * Where cumulative splits go wrong, or null: `index` (0-based) names the split to fix. `finish`, the
 * race's mark when it is a time, bounds the last split.
 */
export function splitOrderError(
  eventType: string,
  splitsMs: readonly number[],
  finish: Mark | null,
): { index: number; error: string } | null {
  for (let i = 1; i < splitsMs.length; i++) {
    if (splitsMs[i]! <= splitsMs[i - 1]!) {
      return {
        index: i,
        error: `Split ${i + 1} (${formatSplitMs(eventType, splitsMs[i]!)}) must come after split ${i} (${formatSplitMs(eventType, splitsMs[i - 1]!)}): splits are cumulative times`,
      };
    }
  }
  const last = splitsMs.length - 1;
  if (last >= 0 && finish?.kind === 'time' && splitsMs[last]! > finish.ms) {
    return {
      index: last,
      error: `Split ${last + 1} (${formatSplitMs(eventType, splitsMs[last]!)}) comes after the finish (${formatMark(eventType, finish)})`,
    };
  }
  return null;
}
