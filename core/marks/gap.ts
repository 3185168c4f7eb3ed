import { requireMarkEvent } from './events';
import type { Units } from './types';

/**
 * How far a mark is short of a target, in the mark's own unit: "0.38 s" for a time, "0.25 m" or
 * "9.75 in" / "1 ft 2.50 in" for a length in the team's units. `gap` is the difference of the two
 * sort keys (mark minus target, lower is better): milliseconds for a time, millimetres for a length.
 */
export function formatMarkGap(slugOrType: string, gap: number, units: Units = 'metric'): string {
  const event = requireMarkEvent(slugOrType);
  const amount = Math.abs(gap);
  if (event.measure === 'time') return `${(amount / 1000).toFixed(2)} s`;
  if (units === 'metric') return `${(amount / 1000).toFixed(2)} m`;
  const quarterInches = Math.ceil(amount / 6.35); // never show a gap smaller than it is
  const feet = Math.floor(quarterInches / 48);
  const inches = (quarterInches % 48) / 4;
  return feet > 0 ? `${feet} ft ${inches.toFixed(2)} in` : `${inches.toFixed(2)} in`;
}
