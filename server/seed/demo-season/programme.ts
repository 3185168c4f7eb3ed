/** Which events a demo meet holds, by season, and who enters them. */
import type { MeetSeason } from '@core/api/results';
import type { DemoAthlete } from './roster';

const OUTDOOR = [
  '100m',
  '200m',
  '400m',
  '800m',
  '1600m',
  '3200m',
  'hurdles-short',
  '300m-hurdles',
  '4x100m-relay',
  '4x400m-relay',
  '4x800m-relay',
  'long-jump',
  'triple-jump',
  'high-jump',
  'pole-vault',
  'shot-put',
  'discus',
];
const INDOOR = [
  'indoor-60m',
  'indoor-60m-hurdles',
  '200m',
  '400m',
  '800m',
  '1600m',
  '3200m',
  '4x400m-relay',
  'long-jump',
  'high-jump',
  'shot-put',
];

/** Event slugs of a meet for one gender, in running order. */
export const programme = (season: MeetSeason, gender: 'male' | 'female', withRelay4x800: boolean): string[] => {
  if (season === 'cross-country') return ['xc-5k'];
  const list = season === 'indoor' ? INDOOR : OUTDOOR.filter((e) => withRelay4x800 || e !== '4x800m-relay');
  return list.map((e) => (e === 'hurdles-short' ? (gender === 'female' ? '100m-hurdles' : '110m-hurdles') : e));
};

/** The slug an athlete's own event takes at an indoor meet (60 m for the sprinters and hurdlers). */
export const indoorSlug = (slug: string): string =>
  slug === '100m' ? 'indoor-60m' : slug === '100m-hurdles' || slug === '110m-hurdles' ? 'indoor-60m-hurdles' : slug;

/** Relay pools: who may run which relay, best first by the given talent key. */
export const relayPool = (athletes: DemoAthlete[], relay: string): DemoAthlete[] => {
  const pools: Record<string, { groups: string[]; key: string }> = {
    '4x100m-relay': { groups: ['sprints', 'hurdles', 'jumps'], key: '100m' },
    '4x400m-relay': { groups: ['sprints', 'hurdles', 'distance'], key: '400m' },
    '4x800m-relay': { groups: ['distance'], key: '800m' },
  };
  const { groups, key } = pools[relay]!;
  const talent = (a: DemoAthlete) => a.talent[key] ?? Math.min(...Object.values(a.talent)) + 0.6;
  return athletes.filter((a) => groups.includes(a.group)).sort((a, b) => talent(a) - talent(b));
};
