import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SOCKET_RESUME_MAX } from '@core/api/messaging';
import type { Db } from '../../db/database';
import { files, messagingAttachments, messagingMessages } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { notifyMessage } from '../../db/notify';
import { sendNotice } from '../../notifications/notice';
import { removeTakenFiles, takeUnusedMessageFiles, type FileRemoval } from '../../storage/owner-cleanup';
import { visibleChannelSql } from './access';
import { messageNotice } from './message-notice';
import type { MessageRecord, Reader } from './records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface MessageRow extends Record<string, unknown> {
  id: string;
  seq: string;
  organization_id: string;
  channel_id: string;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo: string | null;
  body: string;
  created_at: Date;
  updated_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

const SELECT = sql`select msg.id, msg.seq, msg.organization_id, msg.channel_id, msg.author_id, u.first_name, u.last_name, u.profile_photo,
  msg.body, msg.created_at, msg.updated_at, msg.edited_at, msg.deleted_at
  from messaging_messages msg left join users u on u.id = msg.author_id`;

const attachmentsOf = async (db: Db | Tx, ids: string[]): Promise<Map<string, MessageRecord['attachments']>> => {
  const out = new Map<string, MessageRecord['attachments']>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ messageId: messagingAttachments.messageId, id: files.id, name: files.name, size: files.size, contentType: files.contentType })
    .from(messagingAttachments)
    .innerJoin(files, eq(files.id, messagingAttachments.fileId))
    .where(inArray(messagingAttachments.messageId, ids))
    .orderBy(messagingAttachments.messageId, messagingAttachments.position);
  for (const { messageId, ...file } of rows) {
    const list = out.get(messageId) ?? [];
    list.push(file);
    out.set(messageId, list);
  }
  return out;
};

/** Messages matching `where` (SQL over the alias `msg`), with authors and attachments. */
export const loadMessages = async (db: Db | Tx, where: SQL, order: 'asc' | 'desc', limit: number): Promise<MessageRecord[]> => {
  const { rows } = await db.execute<MessageRow>(
    sql`${SELECT} where ${where} order by msg.seq ${order === 'asc' ? sql`asc` : sql`desc`} limit ${limit}`,
  );
  const attachments = await attachmentsOf(
    db,
    rows.filter((r) => !r.deleted_at).map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    seq: Number(r.seq),
    organizationId: r.organization_id,
    channelId: r.channel_id,
    author:
      r.author_id && r.first_name !== null
        ? { userId: r.author_id, firstName: r.first_name, lastName: r.last_name ?? '', profilePhoto: r.profile_photo }
        : null,
    body: r.body,
    attachments: attachments.get(r.id) ?? [],
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    editedAt: r.edited_at ? new Date(r.edited_at) : null,
    deletedAt: r.deleted_at ? new Date(r.deleted_at) : null,
  }));
};

/** One message of the team, or undefined (another team's id finds nothing). */
export const findMessage = async (db: Db | Tx, organizationId: string, messageId: string): Promise<MessageRecord | undefined> =>
  (await loadMessages(db, sql`msg.organization_id = ${organizationId} and msg.id = ${messageId}`, 'asc', 1))[0];

/** One message by id alone (the live fan-out reads the row a notification names). */
export const findMessageById = async (db: Db, messageId: string): Promise<MessageRecord | undefined> =>
  (await loadMessages(db, sql`msg.id = ${messageId}`, 'asc', 1))[0];

/**
 * A page of a channel's history, newest first: `limit` messages before the message `before` (a
 * cursor, so a message posted meanwhile never shifts the pages). `nextBefore` is null at the start.
 */
export const listChannelMessages = async (
  db: Db,
  channelId: string,
  before: string | undefined,
  limit: number,
): Promise<{ items: MessageRecord[]; nextBefore: string | null }> => {
  let where = sql`msg.channel_id = ${channelId}`;
  if (before) {
    const [cursor] = await db
      .select({ seq: messagingMessages.seq })
      .from(messagingMessages)
      .where(and(eq(messagingMessages.id, before), eq(messagingMessages.channelId, channelId)));
    if (!cursor) throw badRequest('before: not a message of this channel', 'query.before');
    where = sql`${where} and msg.seq < ${cursor.seq}`;
  }
  const rows = await loadMessages(db, where, 'desc', limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
};

/** 400 unless every id is a file this user uploaded to this team as an attachment. */
const checkAttachments = async (tx: Tx, r: Reader, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, unique),
        eq(files.organizationId, r.organizationId),
        eq(files.uploadedBy, r.userId),
        inArray(files.purpose, ['attachment', 'document']),
      ),
    );
  if (found.length !== unique.length) throw badRequest('attachmentIds: attach files you uploaded to this team', 'body.attachmentIds');
};

/** The statement that moves a reader's read mark forward to `seq` (an SQL value), never back; the mark is of the channel's team. */
const advanceReadSql = (channelId: string, userId: string, seq: SQL): SQL =>
  sql`insert into messaging_reads (organization_id, channel_id, user_id, last_read_seq)
    select c.organization_id, c.id, ${userId}::uuid, ${seq} from messaging_channels c where c.id = ${channelId}::uuid
    on conflict (channel_id, user_id) do update set last_read_seq = greatest(messaging_reads.last_read_seq, excluded.last_read_seq)`;

/** Moves the reader's read mark forward to `seq` (never back). */
export const advanceRead = async (db: Db | Tx, channelId: string, userId: string, seq: number): Promise<void> => {
  await db.execute(advanceReadSql(channelId, userId, sql`${seq}`));
};

/**
 * Posts a message. A per-team advisory lock makes seq order commit order within the team, so a
 * client resuming "after message N" can never miss a message that committed after it (decision 023).
 * The author has read their own message. Notifies the live sockets of every process on commit.
 *
 * The lock is held from the statement that takes it to the commit, and the team's posts queue on
 * it: so that statement is the last one and does everything that needs the lock or the new row at
 * once (lock, insert, attachments, the author's read mark). The checks, the notification (its id is
 * made here; delivery is at commit whatever the order) and reading the message back run outside
 * the lock: it is held for two round trips, not seven.
 */
export const createMessage = async (
  db: Db,
  r: Reader,
  channelId: string,
  body: string,
  attachmentIds: string[],
): Promise<MessageRecord> => {
  const id = randomUUID();
  const unique = [...new Set(attachmentIds)];
  await db.transaction(async (tx) => {
    await checkAttachments(tx, r, unique);
    await notifyMessage(tx, { organizationId: r.organizationId, id });
    await tx.execute(sql`with locked as (select pg_advisory_xact_lock(hashtextextended(${r.organizationId}::text, 23))),
      message as (
        insert into messaging_messages (id, organization_id, channel_id, author_id, body)
        select ${id}::uuid, ${r.organizationId}::uuid, ${channelId}::uuid, ${r.userId}::uuid, ${body} from locked
        returning id, organization_id, seq),
      attached as (
        insert into messaging_attachments (organization_id, message_id, file_id, position)
        select message.organization_id, message.id, f.file_id, f.position - 1 from message,
          unnest(${sql.param(unique)}::uuid[]) with ordinality as f(file_id, position)),
      read as (${advanceReadSql(channelId, r.userId, sql`(select seq from message)`)})
      select seq from message`);
  });
  const posted = await findMessage(db, r.organizationId, id);
  if (!posted) throw notFound('The message was deleted as it was posted', 'message-not-found');
  // committed: the team (an announcement) or the channel's members are told by push, or mail
  sendNotice(db, messageNotice(db, posted));
  return posted;
};

/**
 * A message's `updated_at` after a change: now, and always at least a millisecond past the one
 * before, even for changes in the same millisecond or committed out of their start order (now() is
 * the transaction's start). It is the message's version for the live sockets: a frame read before
 * a reconnecting socket's catch-up is told from a newer change by it (realtime/resumed-messages.ts).
 */
const changedAt = sql`greatest(now(), ${messagingMessages.updatedAt} + interval '1 millisecond')`;

/** Edits a message's text; notifies the live sockets of every process on commit. */
export const editMessage = async (db: Db, organizationId: string, messageId: string, body: string): Promise<MessageRecord> =>
  db.transaction(async (tx) => {
    await tx
      .update(messagingMessages)
      .set({ body, editedAt: sql`now()`, updatedAt: changedAt })
      .where(and(eq(messagingMessages.organizationId, organizationId), eq(messagingMessages.id, messageId)));
    await notifyMessage(tx, { organizationId, id: messageId });
    return (await findMessage(tx, organizationId, messageId))!;
  });

/**
 * Deletes a message: it keeps its place (so paging and read marks hold) with no text nor
 * attachments. Its attached files go too (rows in the transaction, bytes after it, when `files` is
 * given) unless another message shows them or they are a meet's document. Notifies the live
 * sockets of every process on commit.
 */
export const removeMessage = async (db: Db, organizationId: string, messageId: string, files?: FileRemoval): Promise<MessageRecord> => {
  const { record, taken } = await db.transaction(async (tx) => {
    const unlinked = await tx
      .delete(messagingAttachments)
      .where(eq(messagingAttachments.messageId, messageId))
      .returning({ fileId: messagingAttachments.fileId });
    await tx
      .update(messagingMessages)
      .set({ body: '', deletedAt: sql`now()`, updatedAt: changedAt })
      .where(and(eq(messagingMessages.organizationId, organizationId), eq(messagingMessages.id, messageId)));
    await notifyMessage(tx, { organizationId, id: messageId });
    const gone = await takeUnusedMessageFiles(
      tx,
      organizationId,
      unlinked.map((u) => u.fileId),
    );
    return { record: (await findMessage(tx, organizationId, messageId))!, taken: gone };
  });
  if (files) await removeTakenFiles(files, taken);
  return record;
};

/**
 * What a reconnecting client missed since `lastMessageId`, oldest first: every message of its
 * channels posted after it, and every message edited or deleted since it was posted. The client
 * upserts by id, so nothing is lost and nothing shows twice. `truncated`: more than
 * SOCKET_RESUME_MAX; the client reloads its history instead.
 */
export const changesSince = async (db: Db, r: Reader, lastMessageId: string): Promise<{ items: MessageRecord[]; truncated: boolean }> => {
  const [cursor] = await db
    .select({ seq: messagingMessages.seq, createdAt: messagingMessages.createdAt })
    .from(messagingMessages)
    .where(and(eq(messagingMessages.id, lastMessageId), eq(messagingMessages.organizationId, r.organizationId)));
  if (!cursor) return { items: [], truncated: true };
  const items = await loadMessages(
    db,
    sql`msg.organization_id = ${r.organizationId}
      and (msg.seq > ${cursor.seq} or msg.updated_at > ${cursor.createdAt.toISOString()}::timestamptz)
      and exists (select 1 from messaging_channels c where c.id = msg.channel_id and ${visibleChannelSql(r)})`,
    'asc',
    SOCKET_RESUME_MAX + 1,
  );
  return { items: items.slice(0, SOCKET_RESUME_MAX), truncated: items.length > SOCKET_RESUME_MAX };
};
