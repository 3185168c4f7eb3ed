/**
 * Realistic high-school marks. Typical (median) marks per event and gender, with a spread: the
 * cross-country ones follow the shape of the public NRCD 2023-24 results (median and quartiles,
 * scaled from college to high school); the track ones follow typical high-school performance lists.
 */
import { roundTimeMs, type Mark, type Timing } from '@core/marks';
import type { DemoMeet } from './calendar';
import { findCatalogueEvent } from '@core/sport-events/sport-events';
import type { Random } from './random';

/** [girls median, boys median, relative spread (one standard deviation)]; seconds or metres. */
const TYPICAL: Record<string, [number, number, number]> = {
  '100m': [13.35, 11.75, 0.045],
  '200m': [27.9, 24.0, 0.05],
  '400m': [64.5, 54.5, 0.06],
  '800m': [153, 129, 0.06],
  '1600m': [352, 292, 0.065],
  '3200m': [765, 632, 0.07],
  '100m-hurdles': [17.6, 17.6, 0.06],
  '110m-hurdles': [17.0, 17.0, 0.06],
  '300m-hurdles': [51.5, 43.8, 0.06],
  'long-jump': [4.75, 5.95, 0.08],
  'triple-jump': [9.9, 12.3, 0.07],
  'high-jump': [1.45, 1.75, 0.06],
  'pole-vault': [2.5, 3.4, 0.1],
  'shot-put': [9.0, 12.0, 0.12],
  discus: [25.0, 34.0, 0.14],
  'xc-5k': [1410, 1165, 0.085],
  '4x100m-relay': [52.5, 45.2, 0.025],
  '4x400m-relay': [266, 219, 0.03],
  '4x800m-relay': [640, 530, 0.035],
};

export const RELAYS = ['4x100m-relay', '4x400m-relay', '4x800m-relay'] as const;

/** How much better (fraction) a grade is than a freshman, and an athlete gets over a season. */
const GRADE_GAIN = 0.018;
const SEASON_GAIN = 0.02;

/**
 * A mark for an athlete (or a relay team of the given talent) in an event, at a point of the
 * season (0 first meet, 1 last). Times are rounded by the engine's rule for their timing.
 */
export const markFor = (
  slug: string,
  gender: 'male' | 'female',
  talent: number,
  grade: number,
  progress: number,
  timing: Timing,
  rnd: Random,
): Mark => {
  const [girls, boys, spread] = TYPICAL[slug]!;
  const catalogue = findCatalogueEvent(slug)!;
  const time = catalogue.kind === 'time' || catalogue.kind === 'relay';
  const typical = gender === 'female' ? girls : boys;
  const gain = (grade - 9) * GRADE_GAIN + progress * SEASON_GAIN;
  // talent: negative is better; day-to-day form adds a little noise
  const z = talent + rnd.normal() * 0.35;
  if (time) {
    const seconds = typical * (1 + spread * z) * (1 - gain);
    // cross-country races in the demo are timed to the whole second, as many small meets are
    const ms = catalogue.offTrack === true ? Math.ceil(seconds) * 1000 : roundTimeMs(Math.round(seconds * 1000), timing);
    return { kind: 'time', ms, timing };
  }
  const metres = typical * (1 - spread * z) * (1 + gain * 1.2);
  // field marks to the centimetre; high jump and pole vault bars go up 5 cm at a time
  const step = slug === 'high-jump' || slug === 'pole-vault' ? 50 : 10;
  return { kind: 'length', mm: Math.max(step, Math.floor((metres * 1000) / step) * step) };
};

/** An occasional non-mark: a DNF in a race, a foul-out or no-height in the field, a scratch. */
export const nonMarkFor = (slug: string, rnd: Random): Mark | null => {
  if (!rnd.chance(0.03)) return null;
  const catalogue = findCatalogueEvent(slug)!;
  if (slug === 'high-jump' || slug === 'pole-vault') return { kind: 'non-mark', code: 'NH' };
  if (catalogue.kind === 'distance') return { kind: 'non-mark', code: rnd.chance(0.5) ? 'FOUL' : 'NM' };
  return { kind: 'non-mark', code: rnd.chance(0.6) ? 'DNF' : 'DNS' };
};

/** Cumulative lap splits of an 800 m or 1600 m race. */
export const splitsFor = (slug: string, mark: Mark, rnd: Random): { label: string; ms: number }[] => {
  const laps = slug === '800m' ? 2 : slug === '1600m' ? 4 : 0;
  if (laps === 0 || mark.kind !== 'time') return [];
  // cumulative lap splits: a quick first lap, a fade in the middle, the rest to the finish
  const weights = Array.from({ length: laps }, (_, i) => (i === 0 ? 0.97 : i === laps - 1 ? 0.99 : 1.02) + rnd.normal() * 0.01);
  const sum = weights.reduce((s, w) => s + w, 0);
  let acc = 0;
  return weights.slice(0, -1).map((w, i) => {
    acc += (w / sum) * mark.ms;
    return { label: `${(i + 1) * 400}m`, ms: Math.round(acc / 100) * 100 };
  });
};

/** A wind reading: over the limit most of the time at a windy meet. */
export const windFor = (meet: DemoMeet, rnd: Random): number => {
  const w = meet.windy ? 1.0 + rnd.next() * 2.8 : -1.6 + rnd.next() * 3.4;
  return Math.round(w * 10) / 10;
};
