import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { personLabel, ROLE_CHOICE_LABELS } from './people';

describe('people are named for what they are to the team', () => {
  it('an invitee is an athlete, a parent or a member; never "Invitee"', () => {
    expect(personLabel('invitee', 'athlete')).toBe('Athlete');
    expect(personLabel('invitee', 'parent')).toBe('Parent');
    expect(personLabel('invitee', null)).toBe('Member');
    expect(personLabel('coach', 'parent')).toBe('Coach');
    for (const role of ROLES) {
      for (const kind of ['athlete', 'parent', null] as const) expect(personLabel(role, kind)).not.toMatch(/invitee/i);
      expect(ROLE_CHOICE_LABELS[role]).not.toMatch(/invitee/i);
    }
  });
});
