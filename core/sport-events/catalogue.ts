/**
 * The sport-event catalogue of the specification (section 3), in its fixed order:
 * 100m, 200m, 400m, 800m, 1600m, 3200m, hurdles, relays, jumps, throws, indoor, cross-country (the
 * cross-country relay stays last). The combined events (scored in points; their disciplines are in
 * combined-events.ts) are a group of their own between the throws and the indoor events.
 * The seed's events keep their slugs and relative order; later events sit in their group after the
 * seed's ones (1500m to steeplechase after 3200m, 400m hurdles, javelin/hammer/weight throw,
 * indoor 300-1000m, cross-country 4 and 5 mile before the cross-country relay).
 */
export const GENDERS = ['male', 'female', 'mixed'] as const;
export type Gender = (typeof GENDERS)[number];
export const ATHLETE_GENDERS = ['male', 'female'] as const;
export type AthleteGender = (typeof ATHLETE_GENDERS)[number];

export const EVENT_KINDS = ['time', 'distance', 'height', 'relay', 'points'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_CATEGORIES = [
  'sprints',
  'distance',
  'hurdles',
  'relays',
  'jumps',
  'throws',
  'indoor',
  'cross-country',
  'combined',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export interface CatalogueEvent {
  /** slug, e.g. "100m" */
  event: string;
  displayName: string;
  category: EventCategory;
  kind: EventKind;
  genders: readonly Gender[];
  /** race distance in metres (total for relays); absent for field events */
  distanceMeters?: number;
  /** raced off a track (cross-country, road): times round up to the whole second */
  offTrack?: boolean;
  /** relays: each leg's distance in metres, in running order (plausibility is judged per leg) */
  legsMeters?: readonly number[];
  /** an indoor event outside the indoor group (the indoor combined events): its PRs are indoor ones */
  indoor?: boolean;
  /** a cross-country race at a course's measured distance, outside this list (measured-xc.ts, decision 058) */
  measured?: boolean;
}

const MF = ['male', 'female'] as const;
const MILE = 1609.344;
const legs = (n: number, m: number): readonly number[] => Array<number>(n).fill(m);

export const CATALOGUE: readonly CatalogueEvent[] = [
  { event: '100m', displayName: '100m', category: 'sprints', kind: 'time', genders: MF, distanceMeters: 100 },
  { event: '200m', displayName: '200m', category: 'sprints', kind: 'time', genders: MF, distanceMeters: 200 },
  { event: '400m', displayName: '400m', category: 'sprints', kind: 'time', genders: MF, distanceMeters: 400 },
  { event: '800m', displayName: '800m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 800 },
  { event: '1600m', displayName: '1600m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 1600 },
  { event: '3200m', displayName: '3200m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 3200 },
  { event: '1500m', displayName: '1500m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 1500 },
  { event: 'mile', displayName: 'Mile', category: 'distance', kind: 'time', genders: MF, distanceMeters: MILE },
  { event: '3000m', displayName: '3000m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 3000 },
  { event: '5000m', displayName: '5000m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 5000 },
  { event: '10000m', displayName: '10,000m', category: 'distance', kind: 'time', genders: MF, distanceMeters: 10000 },
  { event: '2000m-steeplechase', displayName: '2000m Steeplechase', category: 'distance', kind: 'time', genders: MF, distanceMeters: 2000 },
  { event: '3000m-steeplechase', displayName: '3000m Steeplechase', category: 'distance', kind: 'time', genders: MF, distanceMeters: 3000 },
  { event: '100m-hurdles', displayName: '100m Hurdles', category: 'hurdles', kind: 'time', genders: ['female'], distanceMeters: 100 },
  { event: '110m-hurdles', displayName: '110m Hurdles', category: 'hurdles', kind: 'time', genders: ['male'], distanceMeters: 110 },
  { event: '300m-hurdles', displayName: '300m Hurdles', category: 'hurdles', kind: 'time', genders: MF, distanceMeters: 300 },
  { event: '400m-hurdles', displayName: '400m Hurdles', category: 'hurdles', kind: 'time', genders: MF, distanceMeters: 400 },
  {
    event: '4x100m-relay',
    displayName: '4x100m Relay',
    category: 'relays',
    kind: 'relay',
    genders: MF,
    distanceMeters: 400,
    legsMeters: legs(4, 100),
  },
  {
    event: '4x200m-relay',
    displayName: '4x200m Relay',
    category: 'relays',
    kind: 'relay',
    genders: MF,
    distanceMeters: 800,
    legsMeters: legs(4, 200),
  },
  {
    event: '4x400m-relay',
    displayName: '4x400m Relay',
    category: 'relays',
    kind: 'relay',
    genders: ['male', 'female', 'mixed'],
    distanceMeters: 1600,
    legsMeters: legs(4, 400),
  },
  {
    event: '4x800m-relay',
    displayName: '4x800m Relay',
    category: 'relays',
    kind: 'relay',
    genders: MF,
    distanceMeters: 3200,
    legsMeters: legs(4, 800),
  },
  {
    event: 'sprint-medley-relay',
    displayName: 'Sprint Medley Relay',
    category: 'relays',
    kind: 'relay',
    genders: MF,
    distanceMeters: 1600,
    legsMeters: [200, 200, 400, 800],
  },
  {
    event: 'distance-medley-relay',
    displayName: 'Distance Medley Relay',
    category: 'relays',
    kind: 'relay',
    genders: ['male', 'female', 'mixed'],
    distanceMeters: 4000,
    legsMeters: [1200, 400, 800, 1600],
  },
  { event: 'high-jump', displayName: 'High Jump', category: 'jumps', kind: 'height', genders: MF },
  { event: 'pole-vault', displayName: 'Pole Vault', category: 'jumps', kind: 'height', genders: MF },
  { event: 'long-jump', displayName: 'Long Jump', category: 'jumps', kind: 'distance', genders: MF },
  { event: 'triple-jump', displayName: 'Triple Jump', category: 'jumps', kind: 'distance', genders: MF },
  { event: 'shot-put', displayName: 'Shot Put', category: 'throws', kind: 'distance', genders: MF },
  { event: 'discus', displayName: 'Discus', category: 'throws', kind: 'distance', genders: MF },
  { event: 'javelin', displayName: 'Javelin', category: 'throws', kind: 'distance', genders: MF },
  { event: 'hammer', displayName: 'Hammer', category: 'throws', kind: 'distance', genders: MF },
  { event: 'weight-throw', displayName: 'Weight Throw', category: 'throws', kind: 'distance', genders: MF },
  { event: 'decathlon', displayName: 'Decathlon', category: 'combined', kind: 'points', genders: ['male'] },
  { event: 'heptathlon', displayName: 'Heptathlon', category: 'combined', kind: 'points', genders: ['female'] },
  { event: 'indoor-heptathlon', displayName: 'Heptathlon (Indoor)', category: 'combined', kind: 'points', genders: ['male'], indoor: true },
  {
    event: 'indoor-pentathlon',
    displayName: 'Pentathlon (Indoor)',
    category: 'combined',
    kind: 'points',
    genders: ['female'],
    indoor: true,
  },
  { event: 'indoor-55m', displayName: '55m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 55 },
  { event: 'indoor-55m-hurdles', displayName: '55m Hurdles (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 55 },
  { event: 'indoor-60m', displayName: '60m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 60 },
  { event: 'indoor-60m-hurdles', displayName: '60m Hurdles (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 60 },
  { event: 'indoor-300m', displayName: '300m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 300 },
  { event: 'indoor-500m', displayName: '500m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 500 },
  { event: 'indoor-600m', displayName: '600m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 600 },
  { event: 'indoor-1000m', displayName: '1000m (Indoor)', category: 'indoor', kind: 'time', genders: MF, distanceMeters: 1000 },
  {
    event: 'xc-2mile',
    displayName: '2 Mile (XC)',
    category: 'cross-country',
    kind: 'time',
    genders: MF,
    distanceMeters: 2 * MILE,
    offTrack: true,
  },
  { event: 'xc-4k', displayName: '4K (XC)', category: 'cross-country', kind: 'time', genders: MF, distanceMeters: 4000, offTrack: true },
  { event: 'xc-5k', displayName: '5K (XC)', category: 'cross-country', kind: 'time', genders: MF, distanceMeters: 5000, offTrack: true },
  {
    event: 'xc-3mile',
    displayName: '3 Mile (XC)',
    category: 'cross-country',
    kind: 'time',
    genders: MF,
    distanceMeters: 3 * MILE,
    offTrack: true,
  },
  { event: 'xc-6k', displayName: '6K (XC)', category: 'cross-country', kind: 'time', genders: MF, distanceMeters: 6000, offTrack: true },
  { event: 'xc-8k', displayName: '8K (XC)', category: 'cross-country', kind: 'time', genders: MF, distanceMeters: 8000, offTrack: true },
  { event: 'xc-10k', displayName: '10K (XC)', category: 'cross-country', kind: 'time', genders: MF, distanceMeters: 10000, offTrack: true },
  {
    event: 'xc-4mile',
    displayName: '4 Mile (XC)',
    category: 'cross-country',
    kind: 'time',
    genders: MF,
    distanceMeters: 4 * MILE,
    offTrack: true,
  },
  {
    event: 'xc-5mile',
    displayName: '5 Mile (XC)',
    category: 'cross-country',
    kind: 'time',
    genders: MF,
    distanceMeters: 5 * MILE,
    offTrack: true,
  },
  {
    event: 'xc-4x1.5mile-relay',
    displayName: '4x1.5 Mile Relay (XC)',
    category: 'cross-country',
    kind: 'relay',
    genders: MF,
    distanceMeters: 6 * MILE,
    offTrack: true,
    legsMeters: legs(4, 1.5 * MILE),
  },
];
