import { describe, expect, it } from 'vitest';
import { listSportEvents } from '@core/sport-events/sport-events';
import { eventOptions, profileInput, withoutAthleteFields } from './profile-form';

describe('profileInput', () => {
  it('trims names, drops empty optional values and unknown choices', () => {
    expect(
      profileInput({
        firstName: ' Dana ',
        lastName: 'Rivera ',
        birthdate: '',
        gender: 'robot',
        gradeLevel: ' ',
        sportEvents: ['100m'],
        categories: ['sprints', 'nope'],
      }),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Rivera',
      birthdate: null,
      gender: null,
      gradeLevel: null,
      sportEvents: ['100m'],
      categories: ['sprints'],
    });
  });
});

describe('eventOptions', () => {
  const all = listSportEvents();
  it('lists each event once, in the fixed order, grouped by category', () => {
    const groups = eventOptions(all, null);
    expect(groups[0]?.group).toBe('Sprints');
    expect(groups[0]?.items.map((i) => i.value)).toEqual(['100m', '200m', '400m']);
    const values = groups.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('xc-4x1.5mile-relay');
  });
  it('keeps only the events held for a female or male profile', () => {
    const female = eventOptions(all, 'female').flatMap((g) => g.items.map((i) => i.value));
    expect(female).toContain('100m-hurdles');
    expect(female).not.toContain('110m-hurdles');
  });
});

describe('withoutAthleteFields (a parent or a coach at the profile step)', () => {
  it('keeps the names and nothing an athlete would give, even what was typed before choosing', () => {
    const typed = {
      firstName: 'Pat',
      lastName: 'Lee',
      birthdate: '1980-02-03',
      gender: 'female',
      gradeLevel: '10',
      sportEvents: ['100m'],
      categories: ['sprints'],
    };
    expect(profileInput(withoutAthleteFields(typed))).toEqual({
      firstName: 'Pat',
      lastName: 'Lee',
      birthdate: null,
      gender: null,
      gradeLevel: null,
      sportEvents: [],
      categories: [],
    });
  });
});
