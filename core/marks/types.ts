/** The canonical mark: integers only, so comparing two marks is exact. */

export const NON_MARK_CODES = ['DNS', 'DNF', 'DQ', 'NH', 'NM', 'FOUL', 'SCR'] as const;
export type NonMarkCode = (typeof NON_MARK_CODES)[number];

export type Timing = 'fat' | 'hand';

/** The named rule sets converting hand times to FAT (their offsets and sources: conversion.ts). */
export const HAND_TIME_RULES = ['splits', 'world-athletics-ncaa', 'tfn', 'nfhs'] as const;
export type HandTimeRule = (typeof HAND_TIME_RULES)[number];
/** Whether hand times are converted to FAT to compare them: false (never), true (by the default rule) or by the rule named. */
export type HandTimeConversion = boolean | HandTimeRule;

/** A race time in whole milliseconds, already rounded by the event's rule. */
export interface TimeMark {
  kind: 'time';
  ms: number;
  timing: Timing;
}

/**
 * A distance or height in whole millimetres. `quarterInches` is present when the mark was entered
 * in feet-inches: the exact value typed, so the mark shows back as typed in imperial units
 * (millimetres alone lose up to a millimetre). Comparison uses `mm` only.
 */
export interface LengthMark {
  kind: 'length';
  mm: number;
  quarterInches?: number;
}

export interface NonMark {
  kind: 'non-mark';
  code: NonMarkCode;
}

/** A combined event's total (decathlon, heptathlon, pentathlon): whole points of the scoring tables, higher is better. */
export interface PointsMark {
  kind: 'points';
  points: number;
}

export type Mark = TimeMark | LengthMark | PointsMark | NonMark;
export type PerformanceMark = TimeMark | LengthMark | PointsMark;

export type Units = 'metric' | 'imperial';
export type MarkGender = 'male' | 'female' | 'mixed';

export interface MarkOptions {
  /** Team setting: compare hand times after converting them to FAT (default true); a rule name converts by that rule. */
  handTimeConversion?: HandTimeConversion;
  /** The rule set converting them (conversion.ts HAND_TIME_RULES; default 'splits', the rule used until now). */
  handTimeRule?: HandTimeRule;
  /** Team setting for lengths: metric (default) or imperial. */
  units?: Units;
  /** Whose world record caps a field mark; the event type ("female-long-jump") gives it too. Default: the higher record. */
  gender?: MarkGender;
  /** Refuse implausible marks while parsing (default true). */
  plausibility?: boolean;
}

export type ParseResult<T> = { ok: true; mark: T } | { ok: false; error: string };
