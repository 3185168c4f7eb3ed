import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles';
import { directRefusal } from './direct-policy';

describe('direct message policy', () => {
  const cases: [Parameters<typeof directRefusal>[0], RoleName[], ReturnType<typeof directRefusal>][] = [
    ['two-adults', ['coach', 'invitee'], 'needs-second-adult'],
    ['two-adults', ['owner', 'invitee', 'invitee'], 'needs-second-adult'],
    ['two-adults', ['coach', 'admin', 'invitee'], null],
    ['two-adults', ['invitee', 'invitee'], null],
    ['two-adults', ['coach', 'owner'], null],
    ['off', ['coach', 'admin', 'invitee'], 'off'],
    ['off', ['invitee', 'invitee'], null],
    ['off', ['coach', 'coach'], null],
    ['open', ['coach', 'invitee'], null],
  ];
  it.each(cases)('%s with %j: %s', (policy, roles, expected) => {
    expect(directRefusal(policy, roles)).toBe(expected);
  });
});
