import { describe, expect, it } from 'vitest';
import { can, canChangeRole, canRemoveMember, isRoleName, ROLE_CAPABILITIES, ROLES, type Capability, type RoleName } from './roles';

// The role table of product.md, row by row.
const table: [Capability, RoleName[]][] = [
  ['team:read', ['owner', 'admin', 'coach', 'invitee']],
  ['team:write', ['owner', 'admin', 'coach']],
  ['team:import', ['owner', 'admin', 'coach']],
  ['messaging:announce', ['owner', 'admin', 'coach']],
  ['messaging:post', ['owner', 'admin', 'coach', 'invitee']],
  ['messaging:moderate', ['owner', 'admin', 'coach']],
  ['invite:read', ['owner', 'admin', 'coach']],
  ['invite:send', ['owner', 'admin', 'coach']],
  ['invite:rotate', ['owner', 'admin']],
  ['members:manage', ['owner', 'admin']],
  ['organization:edit', ['owner', 'admin']],
  ['organization:delete', ['owner']],
  ['organization:transfer', ['owner']],
];

describe('role capabilities', () => {
  it.each(table)('%s is held by exactly %j', (capability, holders) => {
    expect(ROLES.filter((r) => can(r, capability))).toEqual(holders);
  });

  it('gives nothing to a missing role', () => {
    expect(can(null, 'team:read')).toBe(false);
    expect(can(undefined, 'team:read')).toBe(false);
  });

  it('lists each capability once per role', () => {
    for (const role of ROLES) expect(new Set(ROLE_CAPABILITIES[role]).size).toBe(ROLE_CAPABILITIES[role].length);
  });
});

describe('role changes', () => {
  it('lets the owner change anyone but the owner, including handing over ownership', () => {
    expect(canChangeRole('owner', 'invitee', 'coach')).toBe(true);
    expect(canChangeRole('owner', 'admin', 'owner')).toBe(true);
    expect(canChangeRole('owner', 'owner', 'admin')).toBe(false);
  });

  it('lets an admin manage admins, coaches and invitees, never the owner nor to owner', () => {
    expect(canChangeRole('admin', 'coach', 'admin')).toBe(true);
    expect(canChangeRole('admin', 'invitee', 'coach')).toBe(true);
    expect(canChangeRole('admin', 'owner', 'coach')).toBe(false);
    expect(canChangeRole('admin', 'coach', 'owner')).toBe(false);
  });

  it('refuses coaches and invitees', () => {
    expect(canChangeRole('coach', 'invitee', 'coach')).toBe(false);
    expect(canChangeRole('invitee', 'invitee', 'coach')).toBe(false);
  });

  it('removes members as the table allows', () => {
    expect(canRemoveMember('owner', 'admin')).toBe(true);
    expect(canRemoveMember('admin', 'coach')).toBe(true);
    expect(canRemoveMember('admin', 'owner')).toBe(false);
    expect(canRemoveMember('coach', 'invitee')).toBe(false);
  });

  it('recognises role names', () => {
    expect(isRoleName('coach')).toBe(true);
    expect(isRoleName('superuser')).toBe(false);
    expect(isRoleName(3)).toBe(false);
  });
});
