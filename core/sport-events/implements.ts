/**
 * Hurdle heights and implement weights, which differ by gender and competition level (US rules:
 * NFHS for high school, NCAA for college, World Athletics for open). Shown beside the event's name
 * ("Boys 110m Hurdles · 39in"), driven by the team's level setting.
 */
import type { AthleteGender } from './catalogue';

export const COMPETITION_LEVELS = ['high-school', 'college', 'open'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export const COMPETITION_LEVEL_LABELS: Readonly<Record<CompetitionLevel, string>> = {
  'high-school': 'High school',
  college: 'College',
  open: 'Open',
};

/** A hurdle (or steeplechase barrier) height in millimetres and in whole inches, as the rules give both. */
export interface HurdleHeight {
  kind: 'hurdle';
  mm: number;
  inches: number;
}

/** An implement's weight in grams, with the name the rules use for it ("12 lb", "1.6 kg", "800 g"). */
export interface ImplementWeight {
  kind: 'implement';
  grams: number;
  label: string;
}

export type EventSpec = HurdleHeight | ImplementWeight;

const inch = (inches: number, mm: number): HurdleHeight => ({ kind: 'hurdle', mm, inches });
const H30 = inch(30, 762);
const H33 = inch(33, 838);
const H36 = inch(36, 914);
const H39 = inch(39, 991);
const H42 = inch(42, 1067);
const kg = (grams: number, label: string): ImplementWeight => ({ kind: 'implement', grams, label });

type ByLevel = Readonly<Record<CompetitionLevel, EventSpec>>;
const all = (spec: EventSpec): ByLevel => ({ 'high-school': spec, college: spec, open: spec });

/** slug -> gender -> level -> spec. Events absent here have no hurdle or implement to show. */
const SPECS: Readonly<Record<string, Partial<Record<AthleteGender, ByLevel>>>> = {
  '100m-hurdles': { female: all(H33) },
  '110m-hurdles': { male: { 'high-school': H39, college: H42, open: H42 } },
  '300m-hurdles': { male: all(H36), female: all(H30) },
  '400m-hurdles': { male: all(H36), female: all(H30) },
  'indoor-55m-hurdles': { male: { 'high-school': H39, college: H42, open: H42 }, female: all(H33) },
  'indoor-60m-hurdles': { male: { 'high-school': H39, college: H42, open: H42 }, female: all(H33) },
  '2000m-steeplechase': { male: all(H36), female: all(H30) },
  '3000m-steeplechase': { male: all(H36), female: all(H30) },
  'shot-put': {
    male: { 'high-school': kg(5443, '12 lb'), college: kg(7260, '16 lb'), open: kg(7260, '7.26 kg') },
    female: all(kg(4000, '4 kg')),
  },
  discus: { male: { 'high-school': kg(1600, '1.6 kg'), college: kg(2000, '2 kg'), open: kg(2000, '2 kg') }, female: all(kg(1000, '1 kg')) },
  javelin: { male: all(kg(800, '800 g')), female: all(kg(600, '600 g')) },
  hammer: {
    male: { 'high-school': kg(5443, '12 lb'), college: kg(7260, '16 lb'), open: kg(7260, '7.26 kg') },
    female: all(kg(4000, '4 kg')),
  },
  'weight-throw': {
    male: { 'high-school': kg(11340, '25 lb'), college: kg(15880, '35 lb'), open: kg(15880, '35 lb') },
    female: all(kg(9080, '20 lb')),
  },
};

/** The hurdle height or implement weight of an event (slug) for a gender and level, or undefined. */
export const eventSpec = (slug: string, gender: string, level: CompetitionLevel): EventSpec | undefined =>
  gender === 'male' || gender === 'female' ? SPECS[slug]?.[gender]?.[level] : undefined;

/** The spec as shown beside the event's name: hurdles in the team's units (33in or 0.838m), implements by their rule name. */
export const specLabel = (spec: EventSpec, units: 'metric' | 'imperial'): string => {
  if (spec.kind === 'implement') return spec.label;
  return units === 'imperial' ? `${spec.inches}in` : `${(spec.mm / 1000).toFixed(3)}m`;
};

/** "39in hurdles", "12 lb" for an event type ("male-110m-hurdles") at a level, or null when it has none. */
export const eventSpecText = (type: string, level: CompetitionLevel, units: 'metric' | 'imperial'): string | null => {
  const dash = type.indexOf('-');
  const spec = dash === -1 ? undefined : eventSpec(type.slice(dash + 1), type.slice(0, dash), level);
  if (!spec) return null;
  return spec.kind === 'hurdle'
    ? `${specLabel(spec, units)} ${type.includes('steeplechase') ? 'barriers' : 'hurdles'}`
    : specLabel(spec, units);
};
