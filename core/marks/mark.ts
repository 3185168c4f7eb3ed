/**
 * The public entry point: parse what a user typed for an event into a canonical mark, or say why not.
 * The event is named by its catalogue slug ("100m") or its type ("female-100m", which also gives the
 * gender for the world-record cap).
 */
import { isOffTrack, resolveMarkEvent, type MarkEvent } from './events';
import { nonMarkApplies, parseNonMark } from './non-marks';
import { parseLength } from './parse-length';
import { parseTypedTime } from './parse-time';
import { implausibility, suspicion } from './plausibility';
import { roundTimeMs } from './rounding';
import type { LengthMark, Mark, MarkOptions, ParseResult, PointsMark, TimeMark, Timing } from './types';

function parseTimeMark(event: MarkEvent, input: string): ParseResult<TimeMark> {
  const typed = parseTypedTime(input);
  if (!typed.ok) return typed;
  const offTrack = isOffTrack(event);
  // Off-track times typed with fewer than two decimals (whole seconds, a chip's tenths) are not hand timing.
  const timing: Timing = typed.mark.handSuffix || (!offTrack && typed.mark.decimals < 2) ? 'hand' : 'fat';
  return { ok: true, mark: { kind: 'time', ms: roundTimeMs(typed.mark.ms, timing), timing } };
}

/** A combined event's total as typed: whole points, "7291" or "7291 pts". */
function parsePoints(displayName: string, input: string): ParseResult<PointsMark> {
  const m = /^(\d{1,5})\s*(?:pts?|points)?$/i.exec(input);
  if (!m) return { ok: false, error: `${input} is not a points total for ${displayName}: use whole points, e.g. 7291` };
  return { ok: true, mark: { kind: 'points', points: Number(m[1]) } };
}

/** Parses, validates and normalises a mark typed for an event. */
export function parseMark(slugOrType: string, input: string, options: MarkOptions = {}): ParseResult<Mark> {
  const event = resolveMarkEvent(slugOrType);
  if (!event) return { ok: false, error: `Unknown event "${slugOrType}"` };
  const text = input.trim();
  if (text === '') return { ok: false, error: 'Enter a mark' };
  const nonMark = parseNonMark(event, text);
  if (nonMark) return nonMark;
  if (event.measure === 'points') return parsePoints(event.displayName, text);
  const parsed: ParseResult<TimeMark | LengthMark> = event.measure === 'time' ? parseTimeMark(event, text) : parseLength(text);
  if (!parsed.ok || options.plausibility === false) return parsed;
  const why = implausibility(event, parsed.mark, text, options.gender);
  return why ? { ok: false, error: why } : parsed;
}

/**
 * Checks a mark that arrives already structured (an import, a request body): the right kind for
 * the event, canonical integers, a non-mark that applies, and plausibility. Null when valid,
 * else the reason.
 */
export function checkMark(slugOrType: string, mark: Mark, options: MarkOptions = {}): string | null {
  const event = resolveMarkEvent(slugOrType);
  if (!event) return `Unknown event "${slugOrType}"`;
  if (mark.kind === 'non-mark') return nonMarkApplies(mark.code, event) ? null : `${mark.code} does not apply to ${event.displayName}`;
  if (mark.kind === 'points' || event.measure === 'points') {
    if (mark.kind !== 'points') return `${event.displayName} is scored in points`;
    if (event.measure !== 'points') return `${event.displayName} is not scored in points`;
    return Number.isSafeInteger(mark.points) && mark.points >= 0 ? null : 'Points must be a whole number from 0';
  }
  if (mark.kind === 'time') {
    if (event.measure !== 'time') return `${event.displayName} is measured in metres, not timed`;
    if (!Number.isSafeInteger(mark.ms) || mark.ms <= 0) return 'A time must be a whole number of milliseconds above zero';
    if (roundTimeMs(mark.ms, mark.timing) !== mark.ms) {
      return `A ${mark.timing === 'hand' ? 'hand' : 'FAT'} time for ${event.displayName} must be rounded up by the rule`;
    }
  } else {
    if (event.measure !== 'length') return `${event.displayName} is timed, not measured`;
    if (!Number.isSafeInteger(mark.mm) || mark.mm <= 0) return 'A length must be a whole number of millimetres above zero';
  }
  if (options.plausibility === false) return null;
  const shown = mark.kind === 'time' ? `${mark.ms / 1000} s` : `${mark.mm / 1000} m`;
  return implausibility(event, mark, shown, options.gender);
}

/**
 * A warning for a valid mark that is almost surely a typo (123.4 in a 100m; better than the world
 * record): null when it looks right. The mark is still valid: keep it when the user confirms.
 */
export function markWarning(slugOrType: string, mark: Mark, shown: string, options: Pick<MarkOptions, 'gender'> = {}): string | null {
  const event = resolveMarkEvent(slugOrType);
  if (!event || mark.kind === 'non-mark') return null;
  return suspicion(event, mark, shown.trim(), options.gender);
}
