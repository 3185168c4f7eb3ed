import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../sport-events/catalogue';
import { isIndoorEvent, resolveMarkEvent } from './events';
import { parseMark } from './mark';

describe('events', () => {
  it.each([
    ['indoor-60m', true],
    ['indoor-55m-hurdles', true],
    ['female-indoor-60m', true],
    ['100m', false],
    ['male-400m', false],
    ['xc-5k', false],
    ['nope', false],
  ])('isIndoorEvent(%s) = %s', (event, indoor) => {
    expect(isIndoorEvent(event)).toBe(indoor);
  });

  it('resolves slugs and types', () => {
    expect(resolveMarkEvent('100m')).toMatchObject({ slug: '100m', measure: 'time' });
    expect(resolveMarkEvent('100m')?.gender).toBeUndefined();
    expect(resolveMarkEvent('female-long-jump')).toMatchObject({ slug: 'long-jump', measure: 'length', gender: 'female' });
    expect(resolveMarkEvent('mixed-4x400m-relay')).toMatchObject({ slug: '4x400m-relay', measure: 'time', gender: 'mixed' });
    expect(resolveMarkEvent('male-nope')).toBeUndefined();
  });

  it('parses a plausible mark for every event in the catalogue', () => {
    for (const e of CATALOGUE) {
      // field events: a modest mark; races: a pace of 5 m/s; combined events: a points total
      const sample =
        e.kind === 'height'
          ? '1.50'
          : e.kind === 'distance'
            ? '5.00'
            : e.kind === 'points'
              ? '5000'
              : ((e.distanceMeters ?? 0) / 5).toFixed(2);
      const r = parseMark(e.event, sample);
      expect(r.ok, `${e.event}: ${r.ok ? '' : r.error}`).toBe(true);
      const measure = e.kind === 'time' || e.kind === 'relay' ? 'time' : e.kind === 'points' ? 'points' : 'length';
      expect(resolveMarkEvent(e.event)?.measure).toBe(measure);
    }
  });
});
