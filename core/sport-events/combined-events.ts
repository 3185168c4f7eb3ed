/**
 * Combined events (World Athletics order of the disciplines). Each is also a catalogue event of
 * kind "points" (its result is the total from the scoring tables, core/combined; decision 029).
 * Every discipline is a catalogue event.
 */
import type { AthleteGender } from './catalogue';

export interface CombinedEvent {
  /** slug, e.g. "decathlon" */
  event: string;
  displayName: string;
  gender: AthleteGender;
  /** outdoor or indoor competition */
  indoor: boolean;
  /** catalogue slugs of the disciplines, in competition order (day one, then day two) */
  disciplines: readonly string[];
}

export const COMBINED_EVENTS: readonly CombinedEvent[] = [
  {
    event: 'decathlon',
    displayName: 'Decathlon',
    gender: 'male',
    indoor: false,
    disciplines: ['100m', 'long-jump', 'shot-put', 'high-jump', '400m', '110m-hurdles', 'discus', 'pole-vault', 'javelin', '1500m'],
  },
  {
    event: 'heptathlon',
    displayName: 'Heptathlon',
    gender: 'female',
    indoor: false,
    disciplines: ['100m-hurdles', 'high-jump', 'shot-put', '200m', 'long-jump', 'javelin', '800m'],
  },
  {
    event: 'indoor-heptathlon',
    displayName: 'Heptathlon (Indoor)',
    gender: 'male',
    indoor: true,
    disciplines: ['indoor-60m', 'long-jump', 'shot-put', 'high-jump', 'indoor-60m-hurdles', 'pole-vault', 'indoor-1000m'],
  },
  {
    event: 'indoor-pentathlon',
    displayName: 'Pentathlon (Indoor)',
    gender: 'female',
    indoor: true,
    disciplines: ['indoor-60m-hurdles', 'high-jump', 'shot-put', 'long-jump', '800m'],
  },
];

export const findCombinedEvent = (slug: string): CombinedEvent | undefined => COMBINED_EVENTS.find((e) => e.event === slug);
