/**
 * Reading a distance or height as typed, in metres ("6.45", "6.45m", "6.45 m", comma as decimal
 * point, up to three decimals) or in feet-inches with quarter inches ("42-06.50", "42-6.5",
 * 42' 6.5", 42'6.25", "5-10", "5-10.75", 42'). Inches must be below 12 and a multiple of 0.25.
 */
import { quarterInchesToMm } from './conversion';
import type { LengthMark, ParseResult } from './types';

const METRIC = /^(\d+)(?:\.(\d+))?\s?m?$/i;
const DASHED = /^(\d+)\s?-\s?(\d+(?:\.\d+)?)$/;
const PRIMED = /^(\d+)\s?(?:'|ft)(?:\s?(\d+(?:\.\d+)?)\s?(?:"|in)?)?$/i;
const HOW = 'use metres (6.45) or feet-inches (21-01.75)';

const normalise = (input: string): string =>
  input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .replace(/[”“]|''/g, '"')
    .replace(/,/g, '.');

function fromMetric(text: string, whole: string, fraction: string): ParseResult<LengthMark> {
  if (fraction.length > 3) return { ok: false, error: `${text} has too many decimals: metres go to the millimetre (6.455)` };
  const mm = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(mm)) return { ok: false, error: `${text} is not a length: ${HOW}` };
  if (mm === 0) return { ok: false, error: 'A mark must be more than zero' };
  return { ok: true, mark: { kind: 'length', mm } };
}

function fromImperial(text: string, feetText: string, inchesText: string): ParseResult<LengthMark> {
  const [whole, fraction = ''] = inchesText.split('.') as [string, string?];
  const quarterMsg = `${text}: inches go in quarter inches (.00, .25, .50 or .75)`;
  if (fraction.length > 2) return { ok: false, error: quarterMsg };
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths >= 1200) return { ok: false, error: `${text}: inches must be less than 12` };
  if (hundredths % 25 !== 0) return { ok: false, error: quarterMsg };
  const quarterInches = Number(feetText) * 48 + hundredths / 25;
  if (!Number.isSafeInteger(quarterInches * 127)) return { ok: false, error: `${text} is not a length: ${HOW}` };
  if (quarterInches === 0) return { ok: false, error: 'A mark must be more than zero' };
  return { ok: true, mark: { kind: 'length', mm: quarterInchesToMm(quarterInches), quarterInches } };
}

export function parseLength(input: string): ParseResult<LengthMark> {
  const text = normalise(input);
  if (text === '') return { ok: false, error: 'Enter a mark' };
  const metric = METRIC.exec(text);
  if (metric) return fromMetric(text, metric[1] as string, metric[2] ?? '');
  const imperial = DASHED.exec(text) ?? PRIMED.exec(text);
  if (imperial) return fromImperial(text, imperial[1] as string, imperial[2] ?? '0');
  return { ok: false, error: `${input.trim()} is not a length: ${HOW}` };
}
