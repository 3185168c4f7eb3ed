/** The mark engine: parse, validate, normalise, compare, rank, format and convert marks. See README.md. */
export * from './types';
export { resolveMarkEvent, isIndoorEvent, type MarkEvent } from './events';
export { parseMark, checkMark, markWarning } from './mark';
export { NON_MARK_LABELS, nonMarkCode, nonMarkApplies, isNonMark } from './non-marks';
export { roundTimeMs, timeStepMs } from './rounding';
export {
  quarterInchesToMm,
  mmToQuarterInches,
  toFeetInches,
  handToFatOffset,
  comparableMark,
  WHOLE_INCH_EVENTS,
  type FeetInches,
} from './conversion';
export { WIND_EVENTS, isWindEvent, isWindAided, isRecordEligible, parseWind, formatWind } from './wind';
export { fieldMarkCapMm, worldRecordMm, raceRecordMs, MAX_SPRINT_SPEED, MAX_DISTANCE_SPEED, MIN_SPEED, WORLD_RECORD_CAP_PERCENT } from './plausibility';
export { compareMarks, isBetterMark, bestMark, rankMarks, type RankedMark } from './compare';
export { formatMark, formatComparableMark, formatLengthBoth, formatMetric } from './format';
export { markSchema, timeMarkSchema, lengthMarkSchema, nonMarkSchema } from './schema';
export { formatSplitMs, readSplitTime, splitOrderError, type SplitTimeOutcome } from './splits';
