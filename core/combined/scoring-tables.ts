/**
 * The World Athletics scoring tables for combined events (2001 edition, in force since), as their
 * published formula and constants. Points = floor(A * (B - T)^C) for races (T in seconds),
 * floor(A * (M - B)^C) for jumps (M in centimetres) and floor(A * (D - B)^C) for throws (D in
 * metres); a mark on the wrong side of B scores 0. The constants depend on the discipline and on
 * the gender of the tables (men's and women's), not on the combined event.
 */
import type { AthleteGender } from '../sport-events/catalogue';

export type ScoringUnit = 'seconds' | 'centimetres' | 'metres';

export interface ScoringConstants {
  a: number;
  b: number;
  c: number;
  /** what the mark is measured in for the formula */
  unit: ScoringUnit;
}

const race = (a: number, b: number, c: number): ScoringConstants => ({ a, b, c, unit: 'seconds' });
const jump = (a: number, b: number, c: number): ScoringConstants => ({ a, b, c, unit: 'centimetres' });
const thrown = (a: number, b: number, c: number): ScoringConstants => ({ a, b, c, unit: 'metres' });

/** By table gender, then discipline (catalogue slug). */
const SCORING_TABLES: Readonly<Record<AthleteGender, Readonly<Record<string, ScoringConstants>>>> = {
  male: {
    '100m': race(25.4347, 18, 1.81),
    '400m': race(1.53775, 82, 1.81),
    '1500m': race(0.03768, 480, 1.85),
    '110m-hurdles': race(5.74352, 28.5, 1.92),
    'indoor-60m': race(58.015, 11.5, 1.81),
    'indoor-60m-hurdles': race(20.5173, 15.5, 1.92),
    'indoor-1000m': race(0.08713, 305.5, 1.85),
    'long-jump': jump(0.14354, 220, 1.4),
    'high-jump': jump(0.8465, 75, 1.42),
    'pole-vault': jump(0.2797, 100, 1.35),
    'shot-put': thrown(51.39, 1.5, 1.05),
    discus: thrown(12.91, 4, 1.1),
    javelin: thrown(10.14, 7, 1.08),
  },
  female: {
    '200m': race(4.99087, 42.5, 1.81),
    '800m': race(0.11193, 254, 1.88),
    '100m-hurdles': race(9.23076, 26.7, 1.835),
    'indoor-60m-hurdles': race(20.0479, 17, 1.835),
    'long-jump': jump(0.188807, 210, 1.41),
    'high-jump': jump(1.84523, 75, 1.348),
    'shot-put': thrown(56.0211, 1.5, 1.05),
    javelin: thrown(15.9803, 3.8, 1.04),
  },
};

/** The constants of a discipline in the men's or women's tables, or undefined when the tables have none. */
export const scoringConstants = (gender: AthleteGender, discipline: string): ScoringConstants | undefined =>
  SCORING_TABLES[gender][discipline];
