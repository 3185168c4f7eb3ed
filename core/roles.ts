/** Organization roles and what each may do: the role table of docs/product, as data. */
export const ROLES = ['owner', 'admin', 'coach', 'invitee'] as const;
export type RoleName = (typeof ROLES)[number];

export const USER_MODES = ['standard', 'admin'] as const;
export type UserMode = (typeof USER_MODES)[number];

export const CAPABILITIES = [
  'team:read',
  'team:write',
  'team:import',
  /** members' emails, athletes' birthdates, emails and notes, the roster export: a team of minors' personal data */
  'team:personal-data',
  'messaging:announce',
  'messaging:post',
  'messaging:moderate',
  'invite:read',
  /** invite a person by email (athlete, parent; a coach also needs members:manage): core/api/invites */
  'invite:send',
  'invite:rotate',
  'members:manage',
  'organization:edit',
  'organization:delete',
  'organization:transfer',
  'files:write',
  'files:delete-any',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const staff: Capability[] = [
  'team:read',
  'team:write',
  'team:import',
  'team:personal-data',
  'messaging:announce',
  'messaging:post',
  'messaging:moderate',
  'invite:read',
  'invite:send',
  'files:write',
];

export const ROLE_CAPABILITIES: Record<RoleName, readonly Capability[]> = {
  owner: [...CAPABILITIES],
  admin: [...staff, 'invite:rotate', 'members:manage', 'organization:edit', 'files:delete-any'],
  coach: staff,
  invitee: ['team:read', 'messaging:post', 'files:write'],
};

export const can = (role: RoleName | null | undefined, capability: Capability): boolean =>
  role != null && ROLE_CAPABILITIES[role].includes(capability);

/**
 * Whether `actor` may give `target` (currently `currentRole`) the role `newRole`.
 * Owners may do anything but demote themselves away from ownership without a transfer (newRole owner
 * transfers ownership). Admins manage coaches and invitees and admins, never the owner nor to owner.
 */
export const canChangeRole = (actor: RoleName, currentRole: RoleName, newRole: RoleName): boolean => {
  if (!can(actor, 'members:manage')) return false;
  if (actor === 'owner') return currentRole !== 'owner';
  return currentRole !== 'owner' && newRole !== 'owner';
};

/** Whether `actor` may remove a member whose role is `targetRole` (leaving yourself is separate). */
export const canRemoveMember = (actor: RoleName, targetRole: RoleName): boolean => can(actor, 'members:manage') && targetRole !== 'owner';

export const isRoleName = (value: unknown): value is RoleName => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
