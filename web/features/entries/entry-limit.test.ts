import { describe, expect, it } from 'vitest';
import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import { eventCounts, overLimit, wouldGoOver } from './entry-limit';

const ath = (id: string) => ({ id, firstName: id.toUpperCase(), lastName: 'L', gender: 'female' as const, grade: null });
const solo = (id: string) => ({ athlete: ath(id), legs: null }) as unknown as Entry;
const relay = (legs: string[], alternates: string[] = []) =>
  ({
    athlete: null,
    legs: [
      ...legs.map((id, i) => ({ athleteId: id, firstName: id.toUpperCase(), lastName: 'L', position: i + 1, alternate: false })),
      ...alternates.map((id, i) => ({ athleteId: id, firstName: id.toUpperCase(), lastName: 'L', position: 5 + i, alternate: true })),
    ],
  }) as unknown as Entry;
const ev = (eventType: string, entries: Entry[], round = 'final') => ({ eventType, round, entries }) as unknown as MeetEvent;

const meet = {
  events: [
    ev('female-100m', [solo('a'), solo('b')]),
    ev('female-100m', [solo('a')], 'prelim'),
    ev('female-200m', [solo('a')]),
    ev('female-long-jump', [solo('a'), solo('c')]),
    ev('female-4x100m-relay', [relay(['a', 'b', 'c', 'd'], ['e'])]),
  ],
} as Pick<MeetDetail, 'events'>;

describe('entry limit', () => {
  it('counts each event once per athlete (rounds once), relay legs only when relays count, never alternates', () => {
    const withRelays = eventCounts(meet, true);
    expect(Object.fromEntries([...withRelays].map(([id, c]) => [id, c.events]))).toEqual({ a: 4, b: 2, c: 2, d: 1 });
    const without = eventCounts(meet, false);
    expect(Object.fromEntries([...without].map(([id, c]) => [id, c.events]))).toEqual({ a: 3, b: 1, c: 1 });
  });

  it('lists the athletes over the limit, none without a limit', () => {
    expect(overLimit(meet, { max: 3, relays: true }).map((c) => [c.athleteId, c.events])).toEqual([['a', 4]]);
    expect(overLimit(meet, { max: 3, relays: false })).toEqual([]);
    expect(overLimit(meet, { max: 1, relays: false }).map((c) => c.athleteId)).toEqual(['a']);
    expect(overLimit(meet, { max: null, relays: true })).toEqual([]);
  });

  it('warns of picked athletes one more event takes over the limit, not of another round of an event they run', () => {
    // counted by hand: a runs 100m (two rounds), 200m, long jump and the relay (4); c runs long jump and the relay (2); e is an alternate (0)
    expect(wouldGoOver(meet, { max: 4, relays: true }, 'female-400m', ['a', 'c', 'e'])).toEqual(['a']);
    expect(wouldGoOver(meet, { max: 4, relays: true }, 'female-100m', ['a'])).toEqual([]);
    expect(wouldGoOver(meet, { max: 2, relays: true }, 'female-400m', ['c', 'e'])).toEqual(['c']);
    expect(wouldGoOver(meet, { max: null, relays: true }, 'female-400m', ['a'])).toEqual([]);
  });
});
