/**
 * Reading a time as typed: "10.85", "1:58.23", "4:32.1", "16:45", "1:02:03.4".
 * A comma counts as the decimal point; spaces around are ignored; a trailing "h" marks a hand time.
 * The result is exact (whole milliseconds, at most three decimals); rounding happens in mark.ts.
 */
import type { ParseResult } from './types';

export interface TypedTime {
  /** exact milliseconds as typed */
  ms: number;
  /** digits after the decimal point */
  decimals: number;
  /** the text ended in "h": a hand time whatever its decimals */
  handSuffix: boolean;
}

const SHAPE = /^(\d+)(?::(\d+))?(?::(\d+))?(?:\.(\d+))?$/;
const HOW = 'use seconds (10.85), minutes and seconds (1:58.23) or hours (1:02:03.4)';

export function parseTypedTime(input: string): ParseResult<TypedTime> {
  let text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, error: 'Enter a time' };
  let handSuffix = false;
  const suffix = /^(.*\d)\s?([hc])$/i.exec(text);
  if (suffix && suffix[2]?.toLowerCase() === 'h') {
    handSuffix = true;
    text = suffix[1] as string;
  } else if (suffix) {
    return { ok: false, error: `${input.trim()} is a converted time: enter the time as it was timed` };
  }
  text = text.replace(',', '.');
  const m = SHAPE.exec(text);
  if (!m) return { ok: false, error: `${input.trim()} is not a time: ${HOW}` };
  const groups = [m[1], m[2], m[3]].filter((g): g is string => g !== undefined);
  const fraction = m[4] ?? '';
  if (fraction.length > 3) return { ok: false, error: `${text} has too many decimals: use at most three (10.851)` };

  // groups: [s] | [m, s] | [h, m, s]
  for (const part of groups.slice(1)) {
    if (part.length !== 2) {
      return { ok: false, error: `${text}: write two digits after each colon (1:05.3, 1:02:03.4)` };
    }
  }
  const values = groups.map(Number);
  const seconds = values[values.length - 1] as number;
  if (values.length >= 2 && seconds >= 60) {
    return { ok: false, error: `${text}: seconds must be less than 60 after a colon` };
  }
  if (values.length === 3 && (values[1] as number) >= 60) {
    return { ok: false, error: `${text}: minutes must be less than 60 after the hours` };
  }
  let totalSeconds = 0;
  for (const v of values) totalSeconds = totalSeconds * 60 + v;
  const ms = totalSeconds * 1000 + Number(fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(ms)) return { ok: false, error: `${text} is not a time: ${HOW}` };
  if (ms === 0) return { ok: false, error: 'A time must be more than zero' };
  return { ok: true, mark: { ms, decimals: fraction.length, handSuffix } };
}
