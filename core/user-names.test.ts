import { describe, expect, it } from 'vitest';
import { displayName, fullName } from './user-names';

describe('user names', () => {
  it('joins first and last name for the full name', () => {
    expect(fullName({ firstName: 'Dana', lastName: 'Reyes' })).toBe('Dana Reyes');
    expect(fullName({ firstName: ' Dana ', lastName: '' })).toBe('Dana');
  });

  it('shows the first name and the last initial with a full stop', () => {
    expect(displayName({ firstName: 'Dana', lastName: 'Reyes' })).toBe('Dana R.');
    expect(displayName({ firstName: 'Zoë', lastName: 'ödegaard' })).toBe('Zoë Ö.');
    expect(displayName({ firstName: 'Sam', lastName: '' })).toBe('Sam');
  });
});
