import { describe, expect, it } from 'vitest';
import {
  byDayForNewStart,
  emptyEvent,
  eventInput,
  repeatSummary,
  validateEvent,
  weekdayOfDate,
  type EventFormValues,
} from './event-form-values';

const values = (over: Partial<EventFormValues> = {}): EventFormValues => ({ ...emptyEvent('2027-03-01'), ...over });

describe('event form values', () => {
  it('knows the weekday of a day', () => {
    // 2027-03-01 is a Monday, 2027-03-07 a Sunday
    expect(weekdayOfDate('2027-03-01')).toBe('MO');
    expect(weekdayOfDate('2027-03-07')).toBe('SU');
  });

  it('explains what is wrong', () => {
    expect(validateEvent.title(' a ')).toBe('At least 2 characters');
    expect(validateEvent.endTime('15:00', values())).toBe('It must end after it starts');
    expect(validateEvent.endTime('15:00', values({ endDate: '2027-03-02' }))).toBeNull();
    expect(validateEvent.byDay(['TU'], values({ repeats: true }))).toMatch(/Monday/);
    expect(validateEvent.byDay([], values({ repeats: true }))).toBe('Pick at least one day');
    expect(validateEvent.until('2027-02-01', values({ repeats: true }))).toMatch(/before the first day/);
  });

  it('builds the API input with a weekly rule', () => {
    const input = eventInput(values({ repeats: true, byDay: ['MO', 'WE', 'FR'], until: '2027-05-28', audience: ['throws'] }));
    expect(input).toMatchObject({
      start: '2027-03-01T15:30',
      end: '2027-03-01T17:30',
      audience: ['throws'],
      recurrence: { freq: 'weekly', interval: 1, byDay: ['MO', 'WE', 'FR'], until: '2027-05-28' },
    });
    expect(eventInput(values()).recurrence).toBeNull();
    expect(repeatSummary({ byDay: ['FR', 'MO', 'WE'], interval: 1, until: null })).toBe('Every Mon, Wed and Fri, with no end date');
  });

  it("byDayForNewStart: only a rule on the old start's weekday alone follows the start", () => {
    expect(byDayForNewStart(['MO'], '2026-04-13', '2026-04-15')).toEqual(['WE']);
    expect(byDayForNewStart(['MO', 'TH'], '2026-04-13', '2026-04-15')).toEqual(['MO', 'TH']);
    expect(byDayForNewStart(['TU'], '2026-04-13', '2026-04-15')).toEqual(['TU']);
    expect(byDayForNewStart(['MO'], '2026-04-13', null)).toEqual(['MO']);
  });
});
