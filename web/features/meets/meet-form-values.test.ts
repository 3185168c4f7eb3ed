import { describe, expect, it } from 'vitest';
import { emptyMeet, meetInput, savedSeason, validateMeet } from './meet-form-values';

describe('meet form', () => {
  it('says which season and year it will save: the typed year, else the season year by the first day', () => {
    const v = { ...emptyMeet(), startDate: '2022-12-02' };
    expect(savedSeason(v)).toBeNull();
    expect(savedSeason({ ...v, season: 'indoor' })).toBe('Indoor 2023');
    expect(savedSeason({ ...v, season: 'cross-country' })).toBe('Cross country 2022');
    expect(savedSeason({ ...v, season: 'indoor', seasonYear: 2022 })).toBe('Indoor 2022');
    expect(savedSeason({ ...emptyMeet(), season: 'outdoor' })).toBeNull();
    expect(validateMeet.season(null)).toBe('Pick the season');
    expect(validateMeet.season('outdoor')).toBeNull();
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
    const body = meetInput({
      ...emptyMeet(),
      season: 'outdoor',
      name: '  Twilight  ',
      startDate: '2026-05-02',
      endDate: '',
      host: ' Ramona ',
    });
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

  it('sends the scoring the coach picked, and a points table only for a track scoring', () => {
    const base = { ...emptyMeet(), name: 'Dual', startDate: '2026-04-11', season: 'outdoor' as const };
    expect(meetInput(base)).not.toHaveProperty('scoring');
    expect(meetInput({ ...base, scoring: 'dual' })).toMatchObject({ scoring: 'dual', scoringTable: null });
    expect(meetInput({ ...base, scoring: 'tri', individualTable: '6-4-3-2-1' })).toMatchObject({
      scoring: 'tri',
      scoringTable: { individual: [6, 4, 3, 2, 1], relay: [5] },
    });
    expect(meetInput({ ...base, scoring: 'cross-country', individualTable: '6-4' }).scoringTable).toBeNull();
    const v = { ...base, scoring: 'invitational' as const };
    expect(validateMeet.individualTable('10 8 six', v)).toMatch(/Points by place/);
    expect(validateMeet.relayTable('10, 8, 6', v)).toBeNull();
  });
});
