import { describe, expect, it } from 'vitest';
import { addDays, addLocalMinutes, toInstant, toLocalTime } from './zoned-time';

describe('zoned wall times', () => {
  it('turns a New York wall time into its instant on both sides of the DST changes', () => {
    // EST is UTC-5, EDT UTC-4 (clocks forward 2027-03-14 02:00, back 2027-11-07 02:00)
    expect(toInstant('2027-03-12T15:30', 'America/New_York').toISOString()).toBe('2027-03-12T20:30:00.000Z');
    expect(toInstant('2027-03-15T15:30', 'America/New_York').toISOString()).toBe('2027-03-15T19:30:00.000Z');
    expect(toInstant('2027-11-08T15:30', 'America/New_York').toISOString()).toBe('2027-11-08T20:30:00.000Z');
  });

  it('moves a time in the spring-forward gap ahead; takes the first of a repeated hour', () => {
    expect(toInstant('2027-03-14T02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(toInstant('2027-11-07T01:30', 'America/New_York').toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads an instant back as local time and does wall-clock arithmetic', () => {
    expect(toLocalTime(new Date('2027-03-15T19:30:00Z'), 'America/New_York')).toBe('2027-03-15T15:30');
    expect(toLocalTime(new Date('2027-07-01T10:00:00Z'), 'Europe/Berlin')).toBe('2027-07-01T12:00');
    expect(addLocalMinutes('2027-03-13T23:30', 60)).toBe('2027-03-14T00:30');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});
