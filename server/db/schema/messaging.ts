import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A team's channels: one announcements channel (created on first use), group channels with picked
 * members, and direct conversations (`direct_key`: the members' user ids sorted, so one per set).
 */
export const messagingChannels = pgTable(
  'messaging_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    eventGroups: text('event_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messaging_channels_announcements_uq')
      .on(t.organizationId)
      .where(sql`${t.kind} = 'announcements'`),
    uniqueIndex('messaging_channels_direct_uq')
      .on(t.organizationId, t.directKey)
      .where(sql`${t.kind} = 'direct'`),
    index('messaging_channels_org_idx').on(t.organizationId, t.kind),
    check('messaging_channels_kind_check', sql`${t.kind} in ('announcements', 'group', 'direct')`),
  ],
);

/** Members of group and direct channels (announcements reach the whole team: no rows); the channel's team. */
export const messagingChannelMembers = pgTable(
  'messaging_channel_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => messagingChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('messaging_channel_members_user_idx').on(t.userId),
    index('messaging_channel_members_org_user_idx').on(t.organizationId, t.userId),
  ],
);

/**
 * Messages. `seq` orders them; a post takes a per-team advisory lock, so within a team seq order is
 * commit order and "everything after seq N" never skips a message committed later (decision 023).
 * Every insert and update notifies `splits_messaging` with its team and id: the messaging service
 * calls notifyMessage (server/db/notify.ts) in the write's transaction.
 */
export const messagingMessages = pgTable(
  'messaging_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => messagingChannels.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messaging_messages_seq_uq').on(t.seq),
    index('messaging_messages_channel_seq_idx').on(t.channelId, t.seq),
    index('messaging_messages_org_seq_idx').on(t.organizationId, t.seq),
    index('messaging_messages_org_updated_idx').on(t.organizationId, t.updatedAt),
  ],
);

/** Files attached to a message, in order; the message's team. */
export const messagingAttachments = pgTable(
  'messaging_attachments',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messagingMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    index('messaging_attachments_file_idx').on(t.fileId),
    index('messaging_attachments_org_idx').on(t.organizationId),
  ],
);

/** How far each member has read each channel (the seq of the last message read); the channel's team. */
export const messagingReads = pgTable(
  'messaging_reads',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => messagingChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('messaging_reads_org_user_idx').on(t.organizationId, t.userId)],
);

/** The team's messaging settings (a row only once changed; defaults otherwise). */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    directMessages: text('direct_messages').notNull().default('two-adults'),
  },
  (t) => [check('messaging_settings_direct_check', sql`${t.directMessages} in ('two-adults', 'off', 'open')`)],
);

/** A member's own messaging choices in one team. */
export const messagingPreferences = pgTable(
  'messaging_preferences',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailAnnouncements: boolean('email_announcements').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

export type MessagingChannelRow = typeof messagingChannels.$inferSelect;
export type MessagingMessageRow = typeof messagingMessages.$inferSelect;
