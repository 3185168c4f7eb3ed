import { describe, expect, it } from 'vitest';
import { parseMark, type Mark } from '../marks';
import { findCombinedEvent } from '../sport-events/combined-events';
import { combinedPoints } from './points';

/** The published formula written out again, independently: floor(A * |B - x|^C) with x in the table's unit. */
const formula = (a: number, b: number, c: number, x: number, lowerIsBetter: boolean): number => {
  const margin = lowerIsBetter ? b - x : x - b;
  return margin > 0 ? Math.floor(a * Math.pow(margin, c) + 1e-9) : 0;
};

const mark = (type: string, typed: string): Mark => {
  const parsed = parseMark(type, typed);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.mark;
};

const pointsOf = (gender: 'male' | 'female', slugs: readonly string[], typed: readonly string[]): number[] =>
  slugs.map((slug, i) => combinedPoints(gender, slug, mark(`${gender}-${slug}`, typed[i]!)));

describe('combined-event points (World Athletics tables)', () => {
  // Published per-event points (World Athletics result of Talence 2018): 10.55 is 963 points and
  // 4:36.11 is 705 (not 1008 and 660: those two swap 45 points and keep the 9126 total).
  it("give Kevin Mayer's 9126 decathlon (Talence 2018) event by event", () => {
    const decathlon = findCombinedEvent('decathlon')!;
    const marks = ['10.55', '7.80', '16.00', '2.05', '48.42', '13.75', '50.54', '5.45', '71.90', '4:36.11'];
    const published = [963, 1010, 851, 850, 889, 1007, 882, 1051, 918, 705];
    const points = pointsOf('male', decathlon.disciplines, marks);
    expect(points).toEqual(published);
    expect(points.reduce((s, p) => s + p, 0)).toBe(9126);
  });

  it("give Jackie Joyner-Kersee's 7291 heptathlon (Seoul 1988) event by event", () => {
    const heptathlon = findCombinedEvent('heptathlon')!;
    const marks = ['12.69', '1.86', '15.80', '22.56', '7.27', '45.66', '2:08.51'];
    const published = [1172, 1054, 915, 1123, 1264, 776, 987];
    const points = pointsOf('female', heptathlon.disciplines, marks);
    expect(points).toEqual(published);
    expect(points.reduce((s, p) => s + p, 0)).toBe(7291);
  });

  it('give the indoor world-class totals (Eaton 6645 heptathlon, Thiam 5055 pentathlon)', () => {
    // Ashton Eaton, indoor heptathlon world record 6645 (Istanbul 2012)
    const hept = findCombinedEvent('indoor-heptathlon')!;
    const eaton = pointsOf('male', hept.disciplines, ['6.79', '8.16', '14.56', '2.03', '7.68', '5.20', '2:32.77']);
    expect(eaton.reduce((s, p) => s + p, 0)).toBe(6645);
    // Nafissatou Thiam, pentathlon 5055 (Istanbul 2023)
    const pent = findCombinedEvent('indoor-pentathlon')!;
    const thiam = pointsOf('female', pent.disciplines, ['8.23', '1.92', '15.54', '6.59', '2:13.60']);
    expect(thiam.reduce((s, p) => s + p, 0)).toBe(5055);
  });

  it('match the formula written independently across many marks', () => {
    for (let hs = 1000; hs <= 1400; hs += 7) {
      const ms = hs * 10;
      expect(combinedPoints('male', '100m', { kind: 'time', ms, timing: 'fat' })).toBe(formula(25.4347, 18, 1.81, ms / 1000, true));
    }
    for (let cm = 500; cm <= 850; cm += 3) {
      expect(combinedPoints('female', 'long-jump', { kind: 'length', mm: cm * 10 })).toBe(formula(0.188807, 210, 1.41, cm, false));
    }
    for (let cm = 800; cm <= 9000; cm += 37) {
      expect(combinedPoints('male', 'javelin', { kind: 'length', mm: cm * 10 })).toBe(formula(10.14, 7, 1.08, cm / 100, false));
    }
  });

  it('count jumps and throws to the centimetre below', () => {
    expect(combinedPoints('male', 'long-jump', { kind: 'length', mm: 7809 })).toBe(1010);
    expect(combinedPoints('male', 'shot-put', { kind: 'length', mm: 16009 })).toBe(851);
  });

  it('convert hand times up to 400 m as the tables say (+0.24 s, +0.14 s at 400 m), longer races as timed', () => {
    const hand = (ms: number): Mark => ({ kind: 'time', ms, timing: 'hand' });
    const fat = (ms: number): Mark => ({ kind: 'time', ms, timing: 'fat' });
    expect(combinedPoints('male', '100m', hand(10_800))).toBe(combinedPoints('male', '100m', fat(11_040)));
    expect(combinedPoints('male', '110m-hurdles', hand(14_000))).toBe(combinedPoints('male', '110m-hurdles', fat(14_240)));
    expect(combinedPoints('female', '200m', hand(24_000))).toBe(combinedPoints('female', '200m', fat(24_240)));
    expect(combinedPoints('male', '400m', hand(50_000))).toBe(combinedPoints('male', '400m', fat(50_140)));
    expect(combinedPoints('male', '1500m', hand(276_100))).toBe(formula(0.03768, 480, 1.85, 276.1, true));
    expect(combinedPoints('female', '800m', hand(130_000))).toBe(combinedPoints('female', '800m', fat(130_000)));
  });

  it('score 0 for a non-mark or a mark beyond the table', () => {
    expect(combinedPoints('male', 'pole-vault', { kind: 'non-mark', code: 'NH' })).toBe(0);
    expect(combinedPoints('male', '100m', { kind: 'time', ms: 18_500, timing: 'fat' })).toBe(0);
    expect(combinedPoints('female', 'high-jump', { kind: 'length', mm: 700 })).toBe(0);
  });

  it('refuse a discipline the tables lack or a mark of the wrong kind', () => {
    expect(() => combinedPoints('female', '100m', { kind: 'time', ms: 12_000, timing: 'fat' })).toThrow(RangeError);
    expect(() => combinedPoints('male', '100m', { kind: 'length', mm: 7000 })).toThrow(TypeError);
  });
});
