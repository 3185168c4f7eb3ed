/** The mark engine: parse, validate, normalise, compare, rank, format and convert marks. See README.md. */
export * from './types';
export { resolveMarkEvent, isIndoorEvent } from './events';
export { parseMark, checkMark, markWarning } from './mark';
export { NON_MARK_LABELS, nonMarkApplies } from './non-marks';
export { roundTimeMs } from './rounding';
export { comparableMark, DEFAULT_HAND_TIME_RULE, handToFatOffset } from './conversion';
export { HAND_TIME_RULE_LABELS, handTimeComparisonSentence } from './hand-time-rule-labels';
export { isWindEvent, isWindAided, isRecordEligible, parseWind, formatWind } from './wind';
export { compareMarks, rankMarks } from './compare';
export { formatMark, formatComparableMark } from './format';
export { formatMarkGap } from './gap';
export { formatSplitMs, readSplitTime, splitOrderError } from './splits';
export { FINALISTS, finalists, type Series } from './series';
export { placeSeries, seriesOfMark, seriesOutcome } from './field-result';
export { formatSeries, parseMarkOrSeries, parseSeries, seriesKind } from './parse-series';
