import { describe, expect, it } from 'vitest';
import type { Mark } from '../marks';
import { findCombinedEvent } from '../sport-events/combined-events';
import { combinedStandings } from './standings';

const pentathlon = findCombinedEvent('indoor-pentathlon')!;
const t = (ms: number): Mark => ({ kind: 'time', ms, timing: 'fat' });
const l = (mm: number): Mark => ({ kind: 'length', mm });
const dns: Mark = { kind: 'non-mark', code: 'DNS' };
const nh: Mark = { kind: 'non-mark', code: 'NH' };

// points written out from the formula (women's tables): 60mH 8.50 = 20.0479 * 8.5^1.835
const p60h = (s: number) => Math.floor(20.0479 * (17 - s) ** 1.835);
const pHj = (cm: number) => Math.floor(1.84523 * (cm - 75) ** 1.348);

describe('combined-event standings', () => {
  it('keep points per discipline and the running total after each one', () => {
    const [s] = combinedStandings(pentathlon, [{ key: 'a', marks: [t(8500), l(1700), null] }]);
    expect(s!.points).toEqual([p60h(8.5), pHj(170), null, null, null]);
    expect(s!.runningTotals).toEqual([p60h(8.5), p60h(8.5) + pHj(170), null, null, null]);
    expect(s!.total).toBe(p60h(8.5) + pHj(170));
    expect(s!.complete).toBe(false);
    expect(s!.place).toBe(1);
  });

  it('score a no-height 0 and go on; a discipline not started abandons the competition (no place)', () => {
    const rows = combinedStandings(pentathlon, [
      { key: 'nh', marks: [t(8500), nh, l(12000), l(5800), t(140000)] },
      { key: 'dns', marks: [t(8400), l(1700), dns] },
    ]);
    expect(rows[0]!.points[1]).toBe(0);
    expect(rows[0]!.complete).toBe(true);
    expect(rows[0]!.place).toBe(1);
    expect(rows[1]!.abandoned).toBe(true);
    expect(rows[1]!.place).toBeNull();
  });

  it('place by total; a tie goes to more disciplines won, then the best single score, else shares the place', () => {
    // a and b: same total, a scores more in two of three disciplines
    const a = { key: 'a', marks: [t(8500), l(1700)] };
    const rows = combinedStandings(pentathlon, [{ key: 'low', marks: [t(9500)] }, a, { key: 'same-as-a', marks: [t(8500), l(1700)] }]);
    expect(rows.map((r) => r.place)).toEqual([3, 1, 1]);
    const totalA = p60h(8.5) + pHj(170);
    // c scores the same total as a from one discipline only: a beat it in one, it beat a in one; c has the higher single score
    const c = { key: 'c', marks: [t(7900), null] };
    const cPoints = p60h(7.9);
    if (cPoints !== totalA) {
      const ranked = combinedStandings(pentathlon, [a, c]);
      expect(ranked.map((r) => r.place)).toEqual(cPoints > totalA ? [2, 1] : [1, 2]);
    }
  });
});
