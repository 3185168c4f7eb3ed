import type { MarkEvent } from './events';
import { NON_MARK_CODES, type NonMark, type NonMarkCode, type ParseResult } from './types';

const CODES = new Set<string>(NON_MARK_CODES);

/** Plain-words meaning of each non-mark. */
export const NON_MARK_LABELS: Readonly<Record<NonMarkCode, string>> = {
  DNS: 'Did not start',
  DNF: 'Did not finish',
  DQ: 'Disqualified',
  NH: 'No height',
  NM: 'No mark',
  FOUL: 'Foul',
  SCR: 'Scratched',
};

/** Codes timing systems write for a non-mark of ours: FS (false start) is a disqualification. */
const ALIASES: Readonly<Record<string, NonMarkCode>> = { FS: 'DQ' };

/** The code when the text is a non-mark (any letter case, spaces around ignored; FS reads as DQ), else null. */
export function nonMarkCode(input: string): NonMarkCode | null {
  const code = input.trim().toUpperCase();
  if (CODES.has(code)) return code as NonMarkCode;
  return ALIASES[code] ?? null;
}

/**
 * Which events a non-mark applies to: DNS, DQ and SCR to every event; DNF to races and combined
 * events (an athlete who abandoned); NH to
 * vertical jumps (high jump, pole vault); NM and FOUL to every field event.
 */
export function nonMarkApplies(code: NonMarkCode, event: MarkEvent): boolean {
  switch (code) {
    case 'DNS':
    case 'DQ':
    case 'SCR':
      return true;
    case 'DNF':
      return event.measure === 'time' || event.measure === 'points';
    case 'NH':
      return event.catalogue.kind === 'height';
    case 'NM':
    case 'FOUL':
      return event.measure === 'length';
  }
}

/** Parses a non-mark for an event; null when the text is no non-mark at all. */
export function parseNonMark(event: MarkEvent, input: string): ParseResult<NonMark> | null {
  const code = nonMarkCode(input);
  if (code === null) return null;
  if (input.trim().toUpperCase() === 'FS' && event.measure !== 'time')
    return { ok: false, error: `FS (false start) does not apply to ${event.displayName}` };
  if (!nonMarkApplies(code, event)) return { ok: false, error: `${code} does not apply to ${event.displayName}` };
  return { ok: true, mark: { kind: 'non-mark', code } };
}
