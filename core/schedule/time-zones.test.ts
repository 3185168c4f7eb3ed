import { describe, expect, it, vi } from 'vitest';
import { timeZoneSchema } from '../api/common';
import { toInstant } from './zoned-time';
import { canonicalTimeZone, TIME_ZONE_MESSAGE, timeZoneNames, todayIn } from './time-zones';

describe('time zones a team may plan in', () => {
  it('lists IANA names, UTC included, each usable for the schedule and kept as it is spelled', () => {
    const names = timeZoneNames();
    expect(names.length).toBeGreaterThan(300);
    expect(names).toContain('UTC');
    expect(names).toContain('America/Chicago');
    for (const name of names) {
      expect(canonicalTimeZone(name)).toBe(name);
      expect(() => toInstant('2027-03-14T02:30', name)).not.toThrow();
    }
  });

  it.each([
    ['US/Eastern', 'America/New_York'],
    ['america/chicago', 'America/Chicago'],
    ['Etc/UTC', 'UTC'],
    ['utc', 'UTC'],
  ])('takes the alias %s as %s', (alias, canonical) => {
    expect(canonicalTimeZone(alias)).toBe(canonical);
    expect(timeZoneSchema.parse(`  ${alias} `)).toBe(canonical);
  });

  it.each([
    '',
    ' ',
    'Eastern',
    'Mars/Olympus_Mons',
    'America/Springfield',
    '+05:00',
    'UTC+2',
    'GMT+5',
    'Etc/GMT+5',
    'Factory',
    'x'.repeat(65),
    'America/New York',
  ])('refuses %j with a message that says what to do', (bad) => {
    expect(canonicalTimeZone(bad)).toBeNull();
    const parsed = timeZoneSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
  });
});

describe('todayIn', () => {
  const at = new Date('2026-11-28T03:00:00Z');
  it("is the calendar day in the team's zone, not the server's", () => {
    expect(todayIn('America/New_York', at)).toBe('2026-11-27');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-11-28');
    expect(todayIn('UTC', at)).toBe('2026-11-28');
  });
  it('falls back to the UTC day for a zone the runtime cannot resolve', () => {
    expect(todayIn('Mars/Olympus_Mons', at)).toBe('2026-11-28');
  });
  it('makes one formatter per zone, not one per call (every public page and team call asks the day)', () => {
    todayIn('Europe/Oslo', at);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(todayIn('Europe/Oslo', at)).toBe('2026-11-28');
      expect(todayIn('Europe/Oslo', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
