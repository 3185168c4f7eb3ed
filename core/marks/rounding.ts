/**
 * Rounding of times, always UP (a time is never shown faster than it was):
 * FAT to the next hundredth, hand to the next tenth, off-track races to the whole second.
 */
import type { Timing } from './types';

/** The step, in milliseconds, a time is rounded up to. */
export function timeStepMs(timing: Timing, offTrack: boolean): number {
  if (offTrack) return 1000;
  return timing === 'hand' ? 100 : 10;
}

/** Rounds a whole number of milliseconds up to a multiple of step. */
export const roundUpTo = (ms: number, step: number): number => Math.ceil(ms / step) * step;

/** Rounds a time up by the event's rule. */
export const roundTimeMs = (ms: number, timing: Timing, offTrack: boolean): number => roundUpTo(ms, timeStepMs(timing, offTrack));

/** Rounds millimetres down to the whole centimetre (metric display and the first step of imperial display). */
export const floorToCm = (mm: number): number => Math.floor(mm / 10) * 10;
