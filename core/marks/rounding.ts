/**
 * Rounding of times, always UP (a time is never shown faster than it was): FAT to the next
 * hundredth, hand to the next tenth. Off-track races (cross country, road) keep the precision of
 * their data as well: a chip or FAT time in tenths or hundredths stays so (issue 29 item 9; they
 * were rounded up to the whole second before).
 */
import type { Timing } from './types';

/** The step, in milliseconds, a time is rounded up to. */
export function timeStepMs(timing: Timing): number {
  return timing === 'hand' ? 100 : 10;
}

/** Rounds a whole number of milliseconds up to a multiple of step. */
export const roundUpTo = (ms: number, step: number): number => Math.ceil(ms / step) * step;

/** Rounds a time up by the event's rule. */
export const roundTimeMs = (ms: number, timing: Timing): number => roundUpTo(ms, timeStepMs(timing));

/** Rounds millimetres down to the whole centimetre (metric display and the first step of imperial display). */
export const floorToCm = (mm: number): number => Math.floor(mm / 10) * 10;
