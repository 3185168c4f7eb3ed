import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChannelKind, DirectMessagePolicy } from '@core/api/messaging';
import { DIRECT_REFUSAL_MESSAGES, directRefusal } from '@core/messaging/direct-policy';
import { isRoleName } from '@core/roles';
import { MESSAGES } from '@core/messages';
import type { Db } from '../../db/database';
import {
  athletes,
  memberships,
  messagingAttachments,
  messagingChannelMembers,
  messagingChannels,
  messagingMessages,
  users,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { removeTakenFiles, takeUnusedMessageFiles, type FileRemoval } from '../../storage/owner-cleanup';
import { canPostIn, visibleChannelSql } from './access';
import { loadMessages } from './messages';
import { unreadByChannel } from './reads';
import type { ChannelMemberRecord, ChannelRecord, Reader } from './records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CHANNEL_NOT_FOUND = 'Channel not found';

/** The team's announcements channel, created on first use. */
export const ensureAnnouncements = async (db: Db, organizationId: string): Promise<void> => {
  const [found] = await db
    .select({ id: messagingChannels.id })
    .from(messagingChannels)
    .where(and(eq(messagingChannels.organizationId, organizationId), eq(messagingChannels.kind, 'announcements')));
  if (found) return;
  await db.execute(
    sql`insert into messaging_channels (organization_id, kind) values (${organizationId}, 'announcements') on conflict (organization_id) where kind = 'announcements' do nothing`,
  );
};

/** Current team members of these channels (someone who left the team drops out of every channel). */
export const membersOf = async (db: Db | Tx, organizationId: string, channelIds: string[]): Promise<Map<string, ChannelMemberRecord[]>> => {
  const out = new Map<string, ChannelMemberRecord[]>();
  if (channelIds.length === 0) return out;
  const rows = await db
    .select({
      channelId: messagingChannelMembers.channelId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
    })
    .from(messagingChannelMembers)
    .innerJoin(users, eq(users.id, messagingChannelMembers.userId))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, organizationId)))
    .where(inArray(messagingChannelMembers.channelId, channelIds))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`);
  for (const { channelId, role, ...member } of rows) {
    if (!isRoleName(role)) continue;
    const list = out.get(channelId) ?? [];
    list.push({ ...member, role });
    out.set(channelId, list);
  }
  return out;
};

interface ChannelRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  kind: ChannelKind;
  name: string;
  event_groups: string[];
  created_at: Date;
  last_id: string | null;
}

/**
 * The channels the reader may read (one channel with `channelId`), each with its members, unread
 * count and last message: announcements first, then by latest activity.
 */
export const listChannels = async (db: Db, r: Reader, policy: DirectMessagePolicy, channelId?: string): Promise<ChannelRecord[]> => {
  const { rows } = await db.execute<ChannelRow>(sql`
    select c.id, c.organization_id, c.kind, c.name, c.event_groups, c.created_at,
      (select m.id from messaging_messages m where m.channel_id = c.id order by m.seq desc limit 1) as last_id,
      coalesce((select max(m.seq) from messaging_messages m where m.channel_id = c.id), 0) as last_seq
    from messaging_channels c
    where c.organization_id = ${r.organizationId} and ${visibleChannelSql(r)} ${channelId ? sql`and c.id = ${channelId}` : sql``}
    order by (c.kind = 'announcements') desc, last_seq desc, c.created_at desc`);
  const ids = rows.map((c) => c.id);
  const lastIds = rows.flatMap((c) => (c.last_id ? [c.last_id] : []));
  const [members, unread, last] = await Promise.all([
    membersOf(db, r.organizationId, ids),
    unreadByChannel(db, r),
    lastIds.length
      ? loadMessages(
          db,
          sql`msg.id in (${sql.join(
            lastIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          'asc',
          lastIds.length,
        )
      : [],
  ]);
  const lastById = new Map(last.map((m) => [m.id, m]));
  return rows.map((c) => {
    const list = members.get(c.id) ?? [];
    const isMember = list.some((m) => m.userId === r.userId);
    return {
      id: c.id,
      organizationId: c.organization_id,
      kind: c.kind,
      name: c.name,
      eventGroups: c.event_groups,
      createdAt: new Date(c.created_at),
      members: list,
      isMember,
      canPost: canPostIn({ kind: c.kind, isMember, memberRoles: list.map((m) => m.role) }, r.role, policy),
      unreadCount: unread.get(c.id) ?? 0,
      lastMessage: c.last_id ? (lastById.get(c.last_id) ?? null) : null,
    };
  });
};

/** One channel the reader may read, or 404 (another team's, or a direct conversation they are not in). */
export const getChannelOr404 = async (db: Db, r: Reader, policy: DirectMessagePolicy, channelId: string): Promise<ChannelRecord> => {
  const [channel] = await listChannels(db, r, policy, channelId);
  if (!channel) throw notFound(CHANNEL_NOT_FOUND, 'channel-not-found');
  return channel;
};

/** 404 (member-not-found) unless every user is a member of the team. */
const requireTeamMembers = async (db: Db | Tx, organizationId: string, userIds: string[]): Promise<{ userId: string; role: string }[]> => {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)));
  const missing = userIds.find((id) => !rows.some((row) => row.userId === id));
  if (missing) throw notFound(MESSAGES.memberNotFound(missing), 'member-not-found');
  return rows;
};

/** Users linked to athletes of these event groups (athletes without an account are skipped). */
const eventGroupUsers = async (db: Db | Tx, organizationId: string, groups: string[]): Promise<string[]> => {
  if (groups.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(athletes)
    .innerJoin(memberships, and(eq(memberships.userId, athletes.userId), eq(memberships.organizationId, organizationId)))
    .where(
      and(
        eq(athletes.organizationId, organizationId),
        sql`${athletes.eventGroups} && array[${sql.join(
          groups.map((g) => sql`${g}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  return rows.map((row) => row.userId);
};

/** Sets a channel's members (rows of the channel's team). */
const setMembers = async (tx: Tx, channel: { id: string; organizationId: string }, userIds: string[]): Promise<void> => {
  await tx.delete(messagingChannelMembers).where(eq(messagingChannelMembers.channelId, channel.id));
  if (userIds.length > 0)
    await tx
      .insert(messagingChannelMembers)
      .values(userIds.map((userId) => ({ organizationId: channel.organizationId, channelId: channel.id, userId })));
};

/** Members of a group channel: the picked ones, the event groups' athletes, and its creator. */
const groupMembers = async (tx: Tx, r: Reader, picked: string[], groups: string[], creatorId: string | null): Promise<string[]> => {
  await requireTeamMembers(tx, r.organizationId, [...new Set(picked)]);
  const fromGroups = await eventGroupUsers(tx, r.organizationId, groups);
  return [...new Set([...(creatorId ? [creatorId] : []), ...picked, ...fromGroups])];
};

export const createGroupChannel = async (
  db: Db,
  r: Reader,
  input: { name: string; memberUserIds: string[]; eventGroups: string[] },
): Promise<string> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messagingChannels)
      .values({ organizationId: r.organizationId, kind: 'group', name: input.name, eventGroups: input.eventGroups, createdBy: r.userId })
      .returning({ id: messagingChannels.id, organizationId: messagingChannels.organizationId });
    await setMembers(tx, row!, await groupMembers(tx, r, input.memberUserIds, input.eventGroups, r.userId));
    return row!.id;
  });

/** Renames a group channel and/or sets its members again (picked + event groups, as on creation). */
export const updateGroupChannel = async (
  db: Db,
  r: Reader,
  channel: ChannelRecord,
  input: { name?: string; memberUserIds?: string[]; eventGroups?: string[] },
): Promise<void> => {
  if (channel.kind !== 'group') throw badRequest('Only group channels can be edited', 'query.channelId');
  await db.transaction(async (tx) => {
    const eventGroups = input.eventGroups ?? channel.eventGroups;
    await tx
      .update(messagingChannels)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), eventGroups })
      .where(and(eq(messagingChannels.id, channel.id), eq(messagingChannels.organizationId, r.organizationId)));
    if (input.memberUserIds !== undefined || input.eventGroups !== undefined) {
      const picked = input.memberUserIds ?? channel.members.map((m) => m.userId);
      const [row] = await tx
        .select({ id: messagingChannels.id, organizationId: messagingChannels.organizationId, createdBy: messagingChannels.createdBy })
        .from(messagingChannels)
        .where(eq(messagingChannels.id, channel.id));
      if (!row) throw notFound(CHANNEL_NOT_FOUND, 'channel-not-found');
      await setMembers(tx, row, await groupMembers(tx, r, picked, eventGroups, row.createdBy));
    }
  });
};

/**
 * Deletes a group channel with its messages. The files its messages showed go too, as when each
 * message is deleted (rows in the transaction, bytes after it, when `files` is given), unless
 * another message shows them or they are a meet's document: an attachment is never left behind,
 * seen by nobody but its uploader, once its conversation is gone (decision 042).
 */
export const deleteGroupChannel = async (db: Db, r: Reader, channel: ChannelRecord, files?: FileRemoval): Promise<void> => {
  if (channel.kind !== 'group') throw badRequest('Only group channels can be deleted', 'query.channelId');
  const taken = await db.transaction(async (tx) => {
    // holds off a message posted meanwhile (its insert waits on the channel row), so none is missed
    await tx
      .select({ id: messagingChannels.id })
      .from(messagingChannels)
      .where(and(eq(messagingChannels.id, channel.id), eq(messagingChannels.organizationId, r.organizationId)))
      .for('update');
    const attached = await tx
      .selectDistinct({ fileId: messagingAttachments.fileId })
      .from(messagingAttachments)
      .innerJoin(messagingMessages, eq(messagingMessages.id, messagingAttachments.messageId))
      .where(eq(messagingMessages.channelId, channel.id));
    // messages and their attachment links go with the channel (foreign keys, on delete cascade)
    await tx
      .delete(messagingChannels)
      .where(and(eq(messagingChannels.id, channel.id), eq(messagingChannels.organizationId, r.organizationId)));
    return takeUnusedMessageFiles(
      tx,
      r.organizationId,
      attached.map((a) => a.fileId),
    );
  });
  if (files) await removeTakenFiles(files, taken);
};

/**
 * The direct conversation between the reader and `userIds` (found, or created), when the team's
 * policy allows that mix of roles (403 with the reason otherwise).
 */
export const openDirectChannel = async (db: Db, r: Reader, policy: DirectMessagePolicy, userIds: string[]): Promise<string> => {
  const others = [...new Set(userIds)].filter((id) => id !== r.userId);
  if (others.length === 0) throw badRequest('userIds: name at least one other member', 'body.userIds');
  const rows = await requireTeamMembers(db, r.organizationId, others);
  const roles = [r.role, ...rows.map((row) => row.role)].filter(isRoleName);
  const refusal = directRefusal(policy, roles);
  if (refusal) throw forbidden(DIRECT_REFUSAL_MESSAGES[refusal]);
  const everyone = [r.userId, ...others].sort();
  const directKey = everyone.join(',');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(messagingChannels)
      .values({ organizationId: r.organizationId, kind: 'direct', directKey, createdBy: r.userId })
      .onConflictDoNothing()
      .returning({ id: messagingChannels.id, organizationId: messagingChannels.organizationId });
    if (inserted[0]) {
      await setMembers(tx, inserted[0], everyone);
      return inserted[0].id;
    }
    const [found] = await tx
      .select({ id: messagingChannels.id })
      .from(messagingChannels)
      .where(
        and(
          eq(messagingChannels.organizationId, r.organizationId),
          eq(messagingChannels.kind, 'direct'),
          eq(messagingChannels.directKey, directKey),
        ),
      );
    return found!.id;
  });
};

/** Member user ids of a channel (the live fan-out's check for group and direct channels). */
export const channelUserIds = async (
  db: Db,
  channelId: string,
): Promise<{ kind: ChannelKind; organizationId: string; userIds: Set<string> } | undefined> => {
  const [channel] = await db
    .select({ kind: messagingChannels.kind, organizationId: messagingChannels.organizationId })
    .from(messagingChannels)
    .where(eq(messagingChannels.id, channelId));
  if (!channel) return undefined;
  const rows =
    channel.kind === 'announcements'
      ? []
      : await db
          .select({ userId: messagingChannelMembers.userId })
          .from(messagingChannelMembers)
          .where(eq(messagingChannelMembers.channelId, channelId));
  return { kind: channel.kind as ChannelKind, organizationId: channel.organizationId, userIds: new Set(rows.map((row) => row.userId)) };
};
