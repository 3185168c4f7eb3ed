import { sql, type SQL } from 'drizzle-orm';
import type { ChannelKind, DirectMessagePolicy } from '@core/api/messaging';
import { directRefusal, isStaffRole } from '@core/messaging/direct-policy';
import { can, type RoleName } from '@core/roles';
import type { Reader } from './records';

/**
 * Which channels a member reads (one rule, used by every query as SQL over the alias `c`): the
 * announcements, the group and direct channels they belong to, and, for owners, admins and
 * coaches, every group channel of the team (they moderate them). Direct messages stay private to
 * their members.
 */
export const visibleChannelSql = (r: Reader): SQL =>
  sql`(c.kind = 'announcements' or exists (select 1 from messaging_channel_members cm where cm.channel_id = c.id and cm.user_id = ${r.userId}) or (c.kind = 'group' and ${isStaffRole(r.role)}))`;

/** The same rule for one channel in memory (the live fan-out). */
export const canReadChannel = (kind: ChannelKind, role: RoleName, isMember: boolean): boolean =>
  kind === 'announcements' || isMember || (kind === 'group' && isStaffRole(role));

/**
 * Who may post: announcements, staff (messaging:announce); group channels, their members and
 * staff; direct conversations, their members while the team's policy allows the mix of roles.
 */
export const canPostIn = (
  channel: { kind: ChannelKind; isMember: boolean; memberRoles: readonly RoleName[] },
  role: RoleName,
  policy: DirectMessagePolicy,
): boolean => {
  if (channel.kind === 'announcements') return can(role, 'messaging:announce');
  if (channel.kind === 'group') return channel.isMember || isStaffRole(role);
  return channel.isMember && can(role, 'messaging:post') && directRefusal(policy, channel.memberRoles) === null;
};

/**
 * Whether a message counts as unread for the reader (SQL over the message alias `msg`): not theirs,
 * not deleted, after their read mark in its channel, and sent since they joined the team.
 */
export const unreadMessageSql = (r: Reader): SQL => sql`(
  msg.deleted_at is null
  and msg.author_id is distinct from ${r.userId}
  and msg.seq > coalesce((select rd.last_read_seq from messaging_reads rd where rd.channel_id = msg.channel_id and rd.user_id = ${r.userId}), 0)
  and msg.created_at >= coalesce((select ms.joined_at from memberships ms where ms.organization_id = ${r.organizationId} and ms.user_id = ${r.userId}), '-infinity'::timestamptz)
)`;
