import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../sport-events/catalogue';
import { comparableMark, DEFAULT_HAND_TIME_RULE, handToFatOffset } from './conversion';
import { HAND_TIME_RULES, type HandTimeRule } from './types';

/**
 * Issue 29 item 12: the named hand-time rule sets, each against the rule as its source words it,
 * written out here per race distance in metres (independent of conversion.ts's functions).
 */
const asWorded: Record<HandTimeRule, (metres: number) => number> = {
  // "+0.24 up to 200 m, +0.14 from 300 m to 400 m"
  splits: (m) => (m <= 200 ? 0.24 : m >= 300 && m <= 400 ? 0.14 : 0),
  // "+0.24 to 400 m"
  'world-athletics-ncaa': (m) => (m <= 400 ? 0.24 : 0),
  // "+0.24 to 200 m (under 300 m), +0.14 from 300 m to under 800 m"
  tfn: (m) => (m < 300 ? 0.24 : m < 800 ? 0.14 : 0),
  // "+0.24 every race"
  nfhs: () => 0.24,
};

const races = CATALOGUE.filter((e) => e.distanceMeters !== undefined && (e.kind === 'time' || e.kind === 'relay'));

describe('hand-time rule sets', () => {
  it('the default is the rule used until now', () => {
    expect(DEFAULT_HAND_TIME_RULE).toBe('splits');
    for (const e of races) expect(handToFatOffset(e.event), e.event).toBe(handToFatOffset(e.event, 'splits'));
  });

  it.each(HAND_TIME_RULES)('%s: every catalogue race adds what the rule says (nothing off the track)', (rule) => {
    expect(races.length).toBeGreaterThan(20);
    for (const e of races) {
      const want = e.offTrack ? 0 : Math.round(asWorded[rule](e.distanceMeters!) * 1000);
      expect(handToFatOffset(e.event, rule), `${rule} ${e.event}`).toBe(want);
    }
  });

  it('they disagree where their sources do: 400 m, 600 m, 800 m', () => {
    const at = (event: string) => HAND_TIME_RULES.map((r) => handToFatOffset(event, r));
    expect(at('400m')).toEqual([140, 240, 140, 240]);
    expect(at('indoor-600m')).toEqual([0, 0, 140, 240]);
    expect(at('800m')).toEqual([0, 0, 0, 240]);
  });

  it('a hand 600 m of 1:30.0 compares as 1:30.14 under Track & Field News, as timed under the default', () => {
    const hand = { kind: 'time' as const, ms: 90_000, timing: 'hand' as const };
    expect(comparableMark('indoor-600m', hand, { handTimeRule: 'tfn' })).toEqual({
      mark: { kind: 'time', ms: 90_140, timing: 'fat' },
      converted: true,
    });
    expect(comparableMark('indoor-600m', hand)).toEqual({ mark: hand, converted: false });
  });
});
