import { describe, expect, it } from 'vitest';
import type { Athlete } from '@core/api/athletes';
import { athleteInput, athleteToForm, emptyAthlete, validateAthlete } from './athlete-form-values';

const alumna: Athlete = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-0000000000aa',
  firstName: 'Ines',
  lastName: 'Moreau',
  gender: 'female',
  gradYear: 2024,
  grade: null,
  birthdate: null,
  email: null,
  eventGroups: ['jumps'],
  preferredEvents: ['female-long-jump'],
  photo: null,
  status: 'alumni',
  userId: null,
  notes: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('athlete form', () => {
  it('needs names and a gender; checks the email and the birthdate', () => {
    expect(validateAthlete.firstName('  ')).toBe('Enter the first name');
    expect(validateAthlete.gender(null)).toMatch(/gender/);
    expect(validateAthlete.email('not-an-email')).toMatch(/email address/);
    expect(validateAthlete.email('')).toBeNull();
    expect(validateAthlete.birthdate('2999-01-01')).toMatch(/future/);
  });

  it('turns the grade into a number and empty text into null', () => {
    const body = athleteInput({ ...emptyAthlete(), firstName: ' Ravi ', lastName: 'Okafor', gender: 'male', grade: '10', email: ' ' });
    expect(body).toMatchObject({
      firstName: 'Ravi',
      gender: 'male',
      grade: 10,
      email: null,
      birthdate: null,
      userId: null,
      status: 'active',
    });
  });

  it("leaves a graduate's class year alone when the grade stays empty, and clears a grade the coach removed", () => {
    expect(athleteInput(athleteToForm(alumna), alumna).grade).toBeUndefined();
    const junior = { ...alumna, grade: 11, gradYear: 2028, status: 'active' as const };
    expect(athleteInput({ ...athleteToForm(junior), grade: null }, junior).grade).toBeNull();
  });
});
