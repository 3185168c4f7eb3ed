import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { eventOrder, findCatalogueEvent, findSportEvent, listSportEvents, SPORT_EVENTS } from './sport-events';

describe('sport-event catalogue', () => {
  it('starts with the sprints and ends with the cross-country relay, in the fixed order; combined events after the throws', () => {
    const slugs = [...new Set(SPORT_EVENTS.map((e) => e.event))];
    expect(slugs.slice(0, 6)).toEqual(['100m', '200m', '400m', '800m', '1600m', '3200m']);
    expect(slugs.at(-1)).toBe('xc-4x1.5mile-relay');
    const combined = slugs.filter((s) => findCatalogueEvent(s)?.category === 'combined');
    expect(combined).toEqual(['decathlon', 'heptathlon', 'indoor-heptathlon', 'indoor-pentathlon']);
    expect(slugs.indexOf('decathlon')).toBe(slugs.indexOf('weight-throw') + 1);
    const firstOf = (category: string) => SPORT_EVENTS.findIndex((e) => e.category === category);
    const order = ['hurdles', 'relays', 'jumps', 'throws', 'combined', 'indoor', 'cross-country'].map(firstOf);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(slugs.indexOf('indoor-55m')).toBeGreaterThan(slugs.indexOf('discus'));
  });

  it('keeps the seed catalogue exactly (slugs and relative order) and adds each later event in its group', () => {
    const SEED = [
      '100m',
      '200m',
      '400m',
      '800m',
      '1600m',
      '3200m',
      '100m-hurdles',
      '110m-hurdles',
      '300m-hurdles',
      '4x100m-relay',
      '4x200m-relay',
      '4x400m-relay',
      '4x800m-relay',
      'sprint-medley-relay',
      'distance-medley-relay',
      'high-jump',
      'pole-vault',
      'long-jump',
      'triple-jump',
      'shot-put',
      'discus',
      'indoor-55m',
      'indoor-55m-hurdles',
      'indoor-60m',
      'indoor-60m-hurdles',
      'xc-2mile',
      'xc-4k',
      'xc-5k',
      'xc-3mile',
      'xc-6k',
      'xc-8k',
      'xc-10k',
      'xc-4x1.5mile-relay',
    ];
    const slugs = CATALOGUE.map((e) => e.event);
    expect(slugs.filter((s) => SEED.includes(s))).toEqual(SEED);
    const added = [
      '400m-hurdles',
      '1500m',
      'mile',
      '3000m',
      '5000m',
      '10000m',
      '2000m-steeplechase',
      '3000m-steeplechase',
      'javelin',
      'hammer',
      'weight-throw',
      'indoor-300m',
      'indoor-500m',
      'indoor-600m',
      'indoor-1000m',
      'xc-4mile',
      'xc-5mile',
    ];
    for (const slug of added) expect(slugs, slug).toContain(slug);
    // each group stays together, in the fixed group order
    const groups = CATALOGUE.map((e) => e.category).filter((c, i, all) => c !== all[i - 1]);
    expect(groups).toEqual(['sprints', 'distance', 'hurdles', 'relays', 'jumps', 'throws', 'combined', 'indoor', 'cross-country']);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives every relay its legs, adding up to its distance', () => {
    for (const e of CATALOGUE.filter((c) => c.kind === 'relay')) {
      expect(e.legsMeters?.length, e.event).toBe(4);
      expect(e.legsMeters!.reduce((a, b) => a + b, 0)).toBeCloseTo(e.distanceMeters!, 6);
    }
  });

  it('prefixes the type with the gender and has the two mixed relays', () => {
    expect(findSportEvent('male-100m')).toMatchObject({ event: '100m', gender: 'male', kind: 'time' });
    expect(listSportEvents('mixed').map((e) => e.type)).toEqual(['mixed-4x400m-relay', 'mixed-distance-medley-relay']);
  });

  it('gives each event its kind', () => {
    const kind = (type: string) => findSportEvent(type)?.kind;
    expect(['shot-put', 'discus', 'long-jump', 'triple-jump'].map((e) => kind(`female-${e}`))).toEqual(Array(4).fill('distance'));
    expect(['high-jump', 'pole-vault'].map((e) => kind(`male-${e}`))).toEqual(['height', 'height']);
    expect(kind('female-4x100m-relay')).toBe('relay');
    expect(kind('male-xc-5k')).toBe('time');
  });

  it('filters by gender and keeps types unique', () => {
    expect(listSportEvents('female').every((e) => e.gender === 'female')).toBe(true);
    expect(new Set(SPORT_EVENTS.map((e) => e.type)).size).toBe(SPORT_EVENTS.length);
    expect(listSportEvents().length).toBe(SPORT_EVENTS.length);
  });

  it('orders unknown slugs last', () => {
    expect(eventOrder('100m')).toBe(0);
    expect(eventOrder('nope')).toBeGreaterThan(eventOrder('xc-4x1.5mile-relay'));
  });
});
