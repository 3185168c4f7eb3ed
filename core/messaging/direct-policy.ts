import type { DirectMessagePolicy } from '../api/messaging';
import { can, type RoleName } from '../roles';

/** Owners, admins and coaches: the adults who run the team (they may moderate messaging). */
export const isStaffRole = (role: RoleName): boolean => can(role, 'messaging:moderate');

export type DirectRefusal = 'off' | 'needs-second-adult' | null;

/**
 * Whether a direct conversation among members of these roles is allowed under the team's policy
 * (decision 023). Only conversations that mix invitees (athletes, parents, volunteers) and staff are
 * restricted: `off` refuses them; `two-adults` needs at least two staff members in them, so no
 * adult is alone in a private thread with an athlete. Invitees among themselves and staff among
 * themselves are never restricted.
 */
export const directRefusal = (policy: DirectMessagePolicy, roles: readonly RoleName[]): DirectRefusal => {
  const staff = roles.filter(isStaffRole).length;
  const invitees = roles.length - staff;
  if (staff === 0 || invitees === 0 || policy === 'open') return null;
  if (policy === 'off') return 'off';
  return staff >= 2 ? null : 'needs-second-adult';
};

export const DIRECT_REFUSAL_MESSAGES: Record<Exclude<DirectRefusal, null>, string> = {
  off: 'Your team has turned off direct messages between athletes or parents and coaches. Use a group channel. The owner or an admin can change this in Messaging settings.',
  'needs-second-adult':
    'Your team requires a second coach in direct messages between athletes or parents and coaches (the two-adult rule). Add another coach to the conversation. The owner or an admin can change this rule in Messaging settings.',
};

export const DIRECT_POLICY_LABELS: Record<DirectMessagePolicy, string> = {
  'two-adults': 'Require a second coach (two-adult rule)',
  off: 'Off between athletes or parents and coaches',
  open: 'Allowed one-to-one',
};
