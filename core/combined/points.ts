/**
 * Points of one discipline's mark in a combined event, by the World Athletics scoring tables
 * (scoring-tables.ts). Times are taken as rounded by the rule (FAT to the hundredth, hand to the
 * tenth); a hand time up to 400 m is first converted as the tables say (+0.24 s up to 200 m and the
 * short hurdles, +0.14 s at 400 m; longer races as timed), whatever the team's comparison setting.
 * Jumps count in whole centimetres and throws in metres to the centimetre (marks below the
 * centimetre are measured down). A non-mark scores 0.
 */
import { handToFatOffset } from '../marks/conversion';
import type { Mark } from '../marks/types';
import type { AthleteGender } from '../sport-events/catalogue';
import { scoringConstants, type ScoringConstants } from './scoring-tables';

/** The value the formula takes: seconds, centimetres or metres; null when the mark is of the wrong kind. */
const formulaValue = (constants: ScoringConstants, discipline: string, mark: Mark): number | null => {
  if (mark.kind === 'time') {
    if (constants.unit !== 'seconds') return null;
    const offset = mark.timing === 'hand' ? handToFatOffset(discipline) : 0;
    return (mark.ms + offset) / 1000;
  }
  if (mark.kind !== 'length' || constants.unit === 'seconds') return null;
  const cm = Math.floor(mark.mm / 10);
  return constants.unit === 'centimetres' ? cm : cm / 100;
};

/**
 * Points for a mark in a discipline (catalogue slug) of the men's or women's tables. Throws for a
 * discipline the tables do not hold or a mark of the wrong kind (a bug: the caller validated both).
 */
export function combinedPoints(gender: AthleteGender, discipline: string, mark: Mark): number {
  const constants = scoringConstants(gender, discipline);
  if (!constants) throw new RangeError(`No ${gender} scoring table for "${discipline}"`);
  if (mark.kind === 'non-mark' || mark.kind === 'points') return 0;
  const value = formulaValue(constants, discipline, mark);
  if (value === null) throw new TypeError(`A ${mark.kind} is no mark for "${discipline}"`);
  const { a, b, c, unit } = constants;
  const margin = unit === 'seconds' ? b - value : value - b;
  if (margin <= 0) return 0;
  // a relative nudge keeps a value the formula gives as a whole number from flooring to the one below
  return Math.floor(a * margin ** c * (1 + 1e-12));
}
