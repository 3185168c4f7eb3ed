import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../sport-events/catalogue';
import { compareMarks, rankMarks } from './compare';
import { WHOLE_INCH_EVENTS } from './conversion';
import { formatMark } from './format';
import { parseMark } from './mark';
import { fieldMarkCapMm } from './plausibility';
import { NON_MARK_CODES, type Mark, type MarkOptions } from './types';

const races = CATALOGUE.filter((e) => e.distanceMeters !== undefined);
const trackRaces = races.filter((e) => !e.offTrack);
const offTrackRaces = races.filter((e) => e.offTrack);
const fieldEvents = CATALOGUE.filter((e) => e.kind === 'distance' || e.kind === 'height');

/** The plausible range of whole milliseconds for a race, in steps of `step`. */
const plausibleMs = (distance: number, step: number) => {
  const max = distance > 400 ? 10 : 11;
  const lo = Math.ceil((distance * 1000) / max / step);
  const hi = Math.floor((distance * 1000) / 0.5 / step);
  return fc.integer({ min: lo, max: hi }).map((k) => k * step);
};

const roundTrip = (event: string, mark: Mark, options: MarkOptions = {}) => {
  const shown = formatMark(event, mark, options);
  const again = parseMark(event, shown);
  expect(again, `${event} ${shown}`).toEqual({ ok: true, mark });
};

describe('property: parse(format(mark)) gives the mark back', () => {
  it('FAT times on the track', () => {
    const arb = fc.constantFrom(...trackRaces).chain((e) => fc.tuple(fc.constant(e), plausibleMs(e.distanceMeters as number, 10)));
    fc.assert(fc.property(arb, ([e, ms]) => roundTrip(e.event, { kind: 'time', ms, timing: 'fat' })));
  });

  it('hand times on the track', () => {
    const arb = fc.constantFrom(...trackRaces).chain((e) => fc.tuple(fc.constant(e), plausibleMs(e.distanceMeters as number, 100)));
    fc.assert(fc.property(arb, ([e, ms]) => roundTrip(e.event, { kind: 'time', ms, timing: 'hand' })));
  });

  it.each([1000, 100, 10])('off-track times in steps of %i ms keep their precision', (step) => {
    const arb = fc.constantFrom(...offTrackRaces).chain((e) => fc.tuple(fc.constant(e), plausibleMs(e.distanceMeters as number, step)));
    fc.assert(fc.property(arb, ([e, ms]) => roundTrip(e.event, { kind: 'time', ms, timing: 'fat' })));
  });

  it('metric lengths in whole centimetres', () => {
    const arb = fc
      .constantFrom(...fieldEvents)
      .chain((e) => fc.tuple(fc.constant(e), fc.integer({ min: 1, max: Math.floor((fieldMarkCapMm(e.event) as number) / 10) })));
    fc.assert(fc.property(arb, ([e, cm]) => roundTrip(e.event, { kind: 'length', mm: cm * 10 })));
  });

  it('feet-inches typed in quarter inches (whole inches for discus) show back as typed', () => {
    const arb = fc.constantFrom(...fieldEvents).chain((e) => {
      const step = WHOLE_INCH_EVENTS.has(e.event) ? 4 : 1;
      const maxQuarters = Math.floor(((fieldMarkCapMm(e.event) as number) * 20) / 127);
      return fc.tuple(
        fc.constant(e),
        fc.integer({ min: 1, max: Math.floor(maxQuarters / step) }).map((k) => k * step),
      );
    });
    fc.assert(
      fc.property(arb, ([e, q]) => {
        const typed = `${Math.floor(q / 48)}-${((q % 48) / 4).toFixed(2)}`;
        const first = parseMark(e.event, typed);
        if (!first.ok) throw new Error(first.error);
        expect(first.mark).toMatchObject({ kind: 'length', quarterInches: q });
        roundTrip(e.event, first.mark, { units: 'imperial' });
      }),
    );
  });

  it('a metric mark shown in imperial is at most the Big Gold Book allowance better than measured', () => {
    const arb = fc
      .constantFrom(...fieldEvents)
      .chain((e) => fc.tuple(fc.constant(e), fc.integer({ min: 100, max: fieldMarkCapMm(e.event) as number })));
    fc.assert(
      fc.property(arb, ([e, mm]) => {
        const shown = formatMark(e.event, { kind: 'length', mm }, { units: 'imperial' });
        const back = parseMark(e.event, shown, { plausibility: false });
        if (!back.ok || back.mark.kind !== 'length') throw new Error(shown);
        const measured = Math.floor(mm / 10) * 10;
        // at most 2 mm (heights) or 4.99 mm (other events) above the centimetre shown in metric
        expect(back.mark.mm).toBeLessThanOrEqual(measured + (e.kind === 'height' ? 2 : 4));
        // and less than a quarter inch (a whole inch for discus) below it
        const slack = WHOLE_INCH_EVENTS.has(e.event) ? 26 : 7;
        expect(measured - back.mark.mm).toBeLessThan(slack);
      }),
    );
  });
});

describe('property: ranking is a total order consistent with compareMarks', () => {
  const timeMark: fc.Arbitrary<Mark> = fc.oneof(
    fc.integer({ min: 1000, max: 1300 }).map((k) => ({ kind: 'time' as const, ms: k * 10, timing: 'fat' as const })),
    fc.integer({ min: 100, max: 130 }).map((k) => ({ kind: 'time' as const, ms: k * 100, timing: 'hand' as const })),
    fc.constantFrom(...NON_MARK_CODES).map((code) => ({ kind: 'non-mark' as const, code })),
  );
  const lengthMark: fc.Arbitrary<Mark> = fc.oneof(
    fc.integer({ min: 500, max: 520 }).map((cm) => ({ kind: 'length' as const, mm: cm * 10 })),
    fc.constantFrom('FOUL', 'NM', 'DNS').map((code) => ({ kind: 'non-mark' as const, code })),
  );
  const cases = fc.oneof(
    fc.tuple(fc.constant('100m'), fc.array(timeMark, { maxLength: 25 }), fc.boolean()),
    fc.tuple(fc.constant('long-jump'), fc.array(lengthMark, { maxLength: 25 }), fc.boolean()),
  );

  it('orders, places and ties marks as compareMarks does', () => {
    fc.assert(
      fc.property(cases, ([event, marks, conversion]) => {
        const options = { handTimeConversion: conversion };
        const ranked = rankMarks(event, marks, options);
        expect(ranked.map((r) => r.index).sort((a, b) => a - b)).toEqual(marks.map((_, i) => i));
        ranked.forEach((r, i) => {
          expect(r.mark).toBe(marks[r.index]);
          if (r.mark.kind === 'non-mark') {
            expect(r.place).toBeNull();
            return;
          }
          const better = marks.filter((m) => compareMarks(event, m, r.mark, options) < 0).length;
          expect(r.place).toBe(better + 1);
          const next = ranked[i + 1];
          if (next) expect(compareMarks(event, r.mark, next.mark, options)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it('compareMarks is antisymmetric and transitive', () => {
    fc.assert(
      fc.property(fc.tuple(timeMark, timeMark, timeMark), fc.boolean(), ([a, b, c], conversion) => {
        const o = { handTimeConversion: conversion };
        expect(compareMarks('100m', a, b, o)).toBe(-compareMarks('100m', b, a, o) || 0);
        if (compareMarks('100m', a, b, o) <= 0 && compareMarks('100m', b, c, o) <= 0) {
          expect(compareMarks('100m', a, c, o)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
