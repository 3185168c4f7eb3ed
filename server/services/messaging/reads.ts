import { and, eq, sql } from 'drizzle-orm';
import type { ChannelKind } from '@core/api/messaging';
import type { Db } from '../../db/database';
import { messagingMessages } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { unreadMessageSql, visibleChannelSql } from './access';
import { advanceRead, loadMessages } from './messages';
import type { MessageRecord, Reader } from './records';

/** Unread messages per channel the reader may read (channels with none are absent). */
export const unreadByChannel = async (db: Db, r: Reader): Promise<Map<string, number>> => {
  const { rows } = await db.execute<{ channel_id: string; n: number }>(sql`
    select msg.channel_id, count(*)::int as n
    from messaging_messages msg join messaging_channels c on c.id = msg.channel_id
    where msg.organization_id = ${r.organizationId} and ${visibleChannelSql(r)} and ${unreadMessageSql(r)}
    group by msg.channel_id`);
  return new Map(rows.map((row) => [row.channel_id, row.n]));
};

export const totalUnread = (counts: Map<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);

/** Marks the channel read up to `messageId` (a message of that channel; 400 otherwise). */
export const markRead = async (db: Db, r: Reader, channelId: string, messageId: string): Promise<void> => {
  const [message] = await db
    .select({ seq: messagingMessages.seq })
    .from(messagingMessages)
    .where(and(eq(messagingMessages.id, messageId), eq(messagingMessages.channelId, channelId)));
  if (!message) throw badRequest('messageId: not a message of this channel', 'body.messageId');
  await advanceRead(db, channelId, r.userId, message.seq);
};

export interface UnreadRecord {
  channelKind: ChannelKind;
  channelName: string;
  message: MessageRecord;
}

/** The latest unread messages across the reader's channels, newest first, with their channel. */
export const latestUnread = async (db: Db, r: Reader, limit: number): Promise<UnreadRecord[]> => {
  if (limit === 0) return [];
  const messages = await loadMessages(
    db,
    sql`msg.organization_id = ${r.organizationId} and ${unreadMessageSql(r)}
      and exists (select 1 from messaging_channels c where c.id = msg.channel_id and ${visibleChannelSql(r)})`,
    'desc',
    limit,
  );
  if (messages.length === 0) return [];
  const { rows } = await db.execute<{ id: string; kind: ChannelKind; name: string }>(
    sql`select id, kind, name from messaging_channels where id in (${sql.join(
      [...new Set(messages.map((m) => m.channelId))].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const channels = new Map(rows.map((c) => [c.id, c]));
  return messages.map((message) => ({
    channelKind: channels.get(message.channelId)!.kind,
    channelName: channels.get(message.channelId)!.name,
    message,
  }));
};
