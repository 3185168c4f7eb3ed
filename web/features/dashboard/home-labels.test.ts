import { describe, expect, it } from 'vitest';
import { dateTile, groupByMeet, newestMembers, prComparison, prEventName, teamStage } from './home-labels';

describe('prComparison', () => {
  it('names the mark a PR beat', () => expect(prComparison('12.61')).toBe('was 12.61'));
  it('says "first mark" when there was none', () => expect(prComparison(null)).toBe('first mark'));
});

describe('prEventName', () => {
  it('uses the catalogue name', () => expect(prEventName({ eventType: 'female-100m', indoor: false })).toBe('100m'));
  it('marks an outdoor event run indoors', () =>
    expect(prEventName({ eventType: 'male-long-jump', indoor: true })).toBe('Long Jump (Indoor)'));
  it('does not repeat "Indoor" for an indoor event', () =>
    expect(prEventName({ eventType: 'female-indoor-60m', indoor: true })).toBe('60m (Indoor)'));
  it('falls back to the type for an unknown event', () =>
    expect(prEventName({ eventType: 'female-quidditch', indoor: false })).toBe('female-quidditch'));
});

describe('teamStage', () => {
  it('is unknown while nothing is loaded', () => expect(teamStage({})).toBe('unknown'));
  it('is new without athletes, whatever the meets', () => {
    expect(teamStage({ athletes: 0 })).toBe('new');
    expect(teamStage({ athletes: 0, upcomingMeets: 3 })).toBe('new');
  });
  it('is new without any meet', () => expect(teamStage({ athletes: 60, upcomingMeets: 0, allMeets: 0 })).toBe('new'));
  it('is established with athletes and a meet ahead, without counting every meet', () =>
    expect(teamStage({ athletes: 60, upcomingMeets: 2 })).toBe('established'));
  it('is established with athletes and only past meets', () =>
    expect(teamStage({ athletes: 1, upcomingMeets: 0, allMeets: 12 })).toBe('established'));
  it('waits for the roster when meets are known', () => expect(teamStage({ upcomingMeets: 2 })).toBe('unknown'));
  it('waits for the meet count when none is ahead', () => expect(teamStage({ athletes: 5, upcomingMeets: 0 })).toBe('unknown'));
});

describe('groupByMeet', () => {
  const pr = (id: string, meetId: string, date: string) => ({ id, result: { meetId, meetName: `Meet ${meetId}`, date } });
  it("keeps the meets in the order given and each meet's PRs in order", () => {
    const groups = groupByMeet([
      pr('a', 'm2', '2026-11-08'),
      pr('b', 'm2', '2026-11-08'),
      pr('c', 'm1', '2026-10-25'),
      pr('d', 'm2', '2026-11-08'),
    ]);
    expect(groups.map((g) => [g.meetId, g.meetName, g.date, g.items.map((i) => i.id)])).toEqual([
      ['m2', 'Meet m2', '2026-11-08', ['a', 'b', 'd']],
      ['m1', 'Meet m1', '2026-10-25', ['c']],
    ]);
  });
  it('gives nothing for nothing', () => expect(groupByMeet([])).toEqual([]));
});

describe('dateTile', () => {
  it('shows the month and day as written', () => expect(dateTile('2026-12-05')).toEqual({ month: 'Dec', day: '5' }));
  it('does not shift the first of a month into the previous one', () => expect(dateTile('2027-01-01')).toEqual({ month: 'Jan', day: '1' }));
});

describe('newestMembers', () => {
  // join times as the API writes them (toISOString), some within the same second and day
  const joined = [
    '2025-08-01T09:00:00.000Z',
    '2026-11-26T17:45:12.345Z',
    '2026-11-26T17:45:12.344Z',
    '2024-01-31T23:59:59.999Z',
    '2026-02-03T00:00:00.000Z',
    '2026-11-26T08:00:00.000Z',
    '2025-12-31T12:00:00.000Z',
  ];
  const members = joined.map((joinedAt, i) => ({ id: `m${i}`, joinedAt }));

  it('takes the latest joiners, newest first, as their times order', () => {
    const byTime = [...members].sort((a, b) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt));
    expect(newestMembers(members, 5)).toEqual(byTime.slice(0, 5));
    expect(newestMembers(members, 5).map((m) => m.id)).toEqual(['m1', 'm2', 'm5', 'm4', 'm6']);
  });

  it('returns every member when there are fewer, and leaves the list as it was', () => {
    const before = members.map((m) => m.id);
    expect(newestMembers(members, 50)).toHaveLength(members.length);
    expect(members.map((m) => m.id)).toEqual(before);
    expect(newestMembers([], 5)).toEqual([]);
  });
});
