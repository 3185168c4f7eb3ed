/**
 * Splits as one compact text field: cumulative times separated by commas ("32.1, 1:05.4, 1:38.2"),
 * or semicolons, each optionally after a label ("200m 32.1, 400m 1:05.4"). Every time is read by
 * the mark engine for the race, as the server reads it (no plausibility check: a split is part of
 * a race); a time it cannot read shows the engine's message. Cumulative times must increase, and
 * none may come after the finish.
 * A comma between two digits is a decimal comma ("32,1") unless the time already has one.
 */
import type { Split } from '@core/api/results';
import { formatSplitMs, readSplitTime, splitOrderError, type Mark } from '@core/marks';

export { formatSplitMs };

/** Same bounds as the save body (core/api/results.ts resultInputSchema). */
export const MAX_SPLITS = 50;
const MAX_LABEL = 20;
const MAX_TIME = 20;

export interface TypedSplit {
  label: string | null;
  /** the time as typed, sent as is (the server reads it with the same engine) */
  time: string;
  ms: number;
}

export type SplitsOutcome = { ok: true; splits: TypedSplit[] } | { ok: false; error: string };

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The text cut into its splits (empty pieces dropped): separators are ";", line breaks and commas that are not decimal commas. */
export function splitPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const decimalComma = c === ',' && isDigit(text[i - 1]) && isDigit(text[i + 1]) && !/[.,]\d*$/.test(current);
    if ((c === ',' && !decimalComma) || c === ';' || c === '\n') {
      pieces.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  pieces.push(current);
  return pieces.map((p) => p.trim().replace(/\s+/g, ' ')).filter((p) => p !== '');
}

/** Saved splits back as the text field holds them: "200m 32.1, 1:05.4". */
export function formatSplits(eventType: string, splits: readonly Split[]): string {
  return splits.map((s) => (s.label ? `${s.label} ${formatSplitMs(eventType, s.ms)}` : formatSplitMs(eventType, s.ms))).join(', ');
}

const labelAndTime = (piece: string): { label: string | null; time: string } => {
  const words = piece.split(' ');
  // "10.85 h": the hand-time suffix belongs to the time
  const take = words.length > 1 && /^h$/i.test(words[words.length - 1]!) ? 2 : 1;
  const time = words.slice(-take).join(' ');
  const label = words.slice(0, -take).join(' ');
  return { label: label === '' ? null : label, time };
};

/**
 * Reads the splits of a race as typed. `finish`, the race's mark when it is a time, bounds the
 * last split. An empty text is no splits.
 */
export function parseSplits(eventType: string, text: string, finish: Mark | null = null): SplitsOutcome {
  const pieces = splitPieces(text);
  if (pieces.length > MAX_SPLITS) return { ok: false, error: `At most ${MAX_SPLITS} splits` };
  const splits: TypedSplit[] = [];
  for (const [i, piece] of pieces.entries()) {
    const n = i + 1;
    const { label, time } = labelAndTime(piece);
    if (label !== null && !/\p{L}/u.test(label)) return { ok: false, error: `Split ${n}: separate splits with commas (32.1, 1:05.4)` };
    if (label !== null && label.length > MAX_LABEL) return { ok: false, error: `Split ${n}: a label has at most ${MAX_LABEL} characters` };
    if (time.length > MAX_TIME) return { ok: false, error: `Split ${n}: ${time.slice(0, MAX_TIME)}… is too long for a time` };
    const read = readSplitTime(eventType, time);
    if (!read.ok) return { ok: false, error: `Split ${n}: ${read.error}` };
    splits.push({ label, time, ms: read.ms });
  }
  const order = splitOrderError(
    eventType,
    splits.map((s) => s.ms),
    finish,
  );
  if (order) return { ok: false, error: order.error };
  return { ok: true, splits };
}

/** Laps between cumulative splits (the first lap is the first split), for the read-only table. */
export function lapMs(splits: readonly Pick<Split, 'ms'>[]): number[] {
  return splits.map((s, i) => s.ms - (i === 0 ? 0 : splits[i - 1]!.ms));
}

/** Splits to read: each cumulative time with its label, and from the second on the lap in brackets ("32.1 · 1:05.4 (33.3)"). */
export function splitsText(eventType: string, splits: readonly Split[]): string {
  const laps = lapMs(splits);
  return splits
    .map((s, i) => {
      const time = formatSplitMs(eventType, s.ms);
      const shown = s.label ? `${s.label} ${time}` : time;
      return i === 0 ? shown : `${shown} (${formatSplitMs(eventType, laps[i]!)})`;
    })
    .join(' · ');
}
