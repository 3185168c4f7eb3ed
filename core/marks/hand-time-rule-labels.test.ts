import { describe, expect, it } from 'vitest';
import { handToFatOffset } from './conversion';
import { HAND_TIME_RULE_LABELS, handTimeComparisonSentence, handTimeRuleTitle } from './hand-time-rule-labels';
import { HAND_TIME_RULES } from './types';

/** Reads a label's "adds" text back as offsets by distance: "+0.24 s up to 200 m, +0.14 s from 300 m to under 800 m". */
const offsetSaid = (adds: string, metres: number): number => {
  for (const part of adds.split(', ')) {
    const m = /^\+(\d\.\d\d) s (?:up to (\d+) m|from (\d+) m to (under )?(\d+) m|in every race)$/.exec(part);
    if (!m) throw new Error(`unread: ${part}`);
    const ms = Math.round(Number(m[1]) * 1000);
    if (m[2] !== undefined && metres <= Number(m[2])) return ms;
    if (m[3] !== undefined && metres >= Number(m[3]) && (m[4] ? metres < Number(m[5]) : metres <= Number(m[5]))) return ms;
    if (m[2] === undefined && m[3] === undefined) return ms;
  }
  return 0;
};

const RACES: [string, number][] = [
  ['100m', 100],
  ['200m', 200],
  ['indoor-300m', 300],
  ['400m', 400],
  ['indoor-500m', 500],
  ['indoor-600m', 600],
  ['800m', 800],
  ['1600m', 1600],
];

describe('hand-time rule labels', () => {
  it.each(HAND_TIME_RULES)('%s: what the label says it adds is what the rule adds', (rule) => {
    for (const [event, metres] of RACES)
      expect(offsetSaid(HAND_TIME_RULE_LABELS[rule].adds, metres), `${rule} ${event}`).toBe(handToFatOffset(event, rule));
  });

  it('names the rule in the sentence pages show, or says hand times are compared as timed', () => {
    expect(handTimeRuleTitle('tfn')).toBe('Track & Field News (+0.24 s up to 200 m, +0.14 s from 300 m to under 800 m)');
    expect(handTimeComparisonSentence('world-athletics-ncaa')).toBe(
      'Hand times are compared after conversion to FAT by the World Athletics / NCAA (+0.24 s up to 400 m) rule.',
    );
    expect(handTimeComparisonSentence(false)).toMatch(/as timed/);
    expect(handTimeComparisonSentence(true)).toBe(handTimeComparisonSentence('splits'));
  });
});
