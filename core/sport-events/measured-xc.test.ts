import { describe, expect, it } from 'vitest';
import { resolveMarkEvent, formatMark, parseMark } from '../marks';
import { isMeasuredXc, measuredXcEvent, xcSlugOf, xcSlugOfMetres } from './measured-xc';
import { eventOrder, findCatalogueEvent, findSportEvent, listSportEvents, sportEventOrder } from './sport-events';

const MILE = 1609.344;

describe('cross-country races at a measured distance', () => {
  it.each([
    [8.05, 'k', 'xc-8.05k', '8.05K (XC)', 8050],
    [6.4, 'k', 'xc-6.4k', '6.4K (XC)', 6400],
    [5.2, 'mile', 'xc-5.2mile', '5.2 Mile (XC)', 5.2 * MILE],
    [4.97, 'mile', 'xc-4.97mile', '4.97 Mile (XC)', 4.97 * MILE],
    [2.5, 'mile', 'xc-2.5mile', '2.5 Mile (XC)', 2.5 * MILE],
    [3.1, 'mile', 'xc-3.1mile', '3.1 Mile (XC)', 3.1 * MILE],
  ] as const)('%s %s is %s, its own event of that distance', (value, unit, slug, name, metres) => {
    expect(xcSlugOf(value, unit)).toBe(slug);
    const e = measuredXcEvent(slug)!;
    expect(e).toMatchObject({ event: slug, displayName: name, category: 'cross-country', kind: 'time', offTrack: true, measured: true });
    expect(e.distanceMeters).toBeCloseTo(metres, 6);
    expect(findCatalogueEvent(slug)).toEqual(e);
    expect(findSportEvent(`female-${slug}`)).toMatchObject({ event: slug, type: `female-${slug}`, gender: 'female', displayName: name });
    expect(isMeasuredXc(`male-${slug}`)).toBe(true);
  });

  it('gives the standard slug for a standard distance, which is no measured race', () => {
    expect(xcSlugOf(8, 'k')).toBe('xc-8k');
    expect(xcSlugOf(8.0, 'k')).toBe('xc-8k');
    expect(xcSlugOf(5, 'mile')).toBe('xc-5mile');
    expect(xcSlugOfMetres(8000)).toBe('xc-8k');
    expect(xcSlugOfMetres(8050)).toBe('xc-8.05k');
    expect(xcSlugOfMetres(8095)).toBe('xc-8.095k');
    for (const slug of ['xc-8k', 'xc-5k', 'xc-4mile', '8k', '100m']) {
      expect(measuredXcEvent(slug), slug).toBeUndefined();
      expect(isMeasuredXc(`male-${slug}`), slug).toBe(false);
    }
    expect(findCatalogueEvent('xc-8k')?.measured).toBeUndefined();
  });

  it('has one slug per distance, from 1 km to 20 km, for boys and girls only', () => {
    for (const slug of ['xc-8.050k', 'xc-08k', 'xc-8.k', 'xc-5.123mile', 'xc-0.5k', 'xc-25k', 'xc-13mile', 'xc-8.05km', 'xc--1k'])
      expect(measuredXcEvent(slug), slug).toBeUndefined();
    expect(xcSlugOf(0.8, 'k')).toBeNull();
    expect(xcSlugOf(21, 'k')).toBeNull();
    expect(findSportEvent('mixed-xc-8.05k')).toBeUndefined();
    expect(findSportEvent('male-xc-8.050k')).toBeUndefined();
  });

  it('stays out of the catalogue lists; sorts after it, shortest first, boys before girls', () => {
    expect(listSportEvents().some((e) => e.event.startsWith('xc-8.'))).toBe(false);
    expect(eventOrder('xc-6.4k')).toBeGreaterThan(eventOrder('xc-4x1.5mile-relay'));
    expect(eventOrder('xc-6.4k')).toBeLessThan(eventOrder('xc-8.05k'));
    const types = ['female-xc-8.05k', 'male-xc-5.2mile', 'male-xc-8.05k', 'female-xc-8k', 'male-xc-6.4k'];
    expect([...types].sort((a, b) => sportEventOrder(a) - sportEventOrder(b))).toEqual([
      'female-xc-8k',
      'male-xc-6.4k',
      'male-xc-8.05k',
      'female-xc-8.05k',
      'male-xc-5.2mile',
    ]);
  });

  it('is a timed race for the mark engine, kept as typed like the standard ones', () => {
    expect(resolveMarkEvent('male-xc-8.05k')).toMatchObject({ slug: 'xc-8.05k', measure: 'time', gender: 'male' });
    const parsed = parseMark('male-xc-8.05k', '26:41.3');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatMark('male-xc-8.05k', parsed.mark)).toBe(formatMark('male-xc-8k', parsed.mark));
  });
});
