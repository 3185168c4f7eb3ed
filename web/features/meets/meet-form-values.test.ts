import { describe, expect, it } from 'vitest';
import { emptyMeet, likelySeason, meetInput, validateMeet } from './meet-form-values';

describe('meet form', () => {
  it.each([
    ['2026-09-12', 'cross-country'],
    ['2026-11-30', 'cross-country'],
    ['2026-12-05', 'indoor'],
    ['2027-02-20', 'indoor'],
    ['2027-03-01', 'outdoor'],
    ['2027-07-31', 'outdoor'],
  ])('a meet on %s is most likely %s', (date, season) => {
    expect(likelySeason(date)).toBe(season);
  });

  it('refuses a short name, a missing first day, a last day before the first, a bad year', () => {
    const v = { ...emptyMeet(), startDate: '2026-05-02' };
    expect(validateMeet.name(' a ')).toBe('At least 2 characters');
    expect(validateMeet.name('Dual')).toBeNull();
    expect(validateMeet.startDate(null)).toMatch(/first day/);
    expect(validateMeet.endDate('2026-05-01', v)).toMatch(/before/);
    expect(validateMeet.endDate('2026-05-02', v)).toBeNull();
    expect(validateMeet.seasonYear(1949)).toMatch(/1950/);
    expect(validateMeet.seasonYear('')).toBeNull();
  });

  it('sends trimmed text, a null end date and no season year when empty', () => {
    const body = meetInput({ ...emptyMeet(), name: '  Twilight  ', startDate: '2026-05-02', endDate: '', host: ' Ramona ' });
    expect(body).toEqual({
      name: 'Twilight',
      startDate: '2026-05-02',
      endDate: null,
      location: '',
      season: 'outdoor',
      seasonYear: undefined,
      host: 'Ramona',
      notes: '',
      courseId: null,
    });
  });

  it('sends the course of a cross-country meet only', () => {
    const base = { ...emptyMeet(), name: 'Hollow Classic', startDate: '2026-09-12', courseId: '2b9c1f8e-4c1e-4d55-9a3b-0e6a3f2a9d11' };
    expect(meetInput({ ...base, season: 'cross-country' }).courseId).toBe(base.courseId);
    expect(meetInput({ ...base, season: 'outdoor' }).courseId).toBeNull();
  });
});
