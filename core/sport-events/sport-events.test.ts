import { describe, expect, it } from 'vitest';
import { eventOrder, findSportEvent, listSportEvents, SPORT_EVENTS } from './sport-events';

describe('sport-event catalogue', () => {
  it('starts with the sprints and ends with the cross-country relay, in the fixed order', () => {
    const slugs = [...new Set(SPORT_EVENTS.map((e) => e.event))];
    expect(slugs.slice(0, 6)).toEqual(['100m', '200m', '400m', '800m', '1600m', '3200m']);
    expect(slugs.at(-1)).toBe('xc-4x1.5mile-relay');
    const firstOf = (category: string) => SPORT_EVENTS.findIndex((e) => e.category === category);
    const order = ['hurdles', 'relays', 'jumps', 'throws', 'indoor', 'cross-country'].map(firstOf);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(slugs.indexOf('indoor-55m')).toBeGreaterThan(slugs.indexOf('discus'));
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
