import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { messagingChannelMembers, messagingChannels } from '../../db/schema';
import type { Notice, NoticeContent } from '../../notifications/notice';
import type { MessageRecord } from './records';

/**
 * The notice of a new message: an announcement tells the whole team; a message in a group channel
 * or a direct conversation tells its members. The author is never told.
 */
export const messageNotice = (db: Db, message: MessageRecord): Notice => ({
  organizationId: message.organizationId,
  exceptUserId: message.author?.userId,
  content: async (): Promise<NoticeContent | null> => {
    const [channel] = await db
      .select({ kind: messagingChannels.kind, name: messagingChannels.name })
      .from(messagingChannels)
      .where(eq(messagingChannels.id, message.channelId));
    if (!channel || !message.author || !message.body) return null;
    const author = `${message.author.firstName} ${message.author.lastName}`.trim();
    const path = `/dashboard/messaging?channel=${message.channelId}`;
    if (channel.kind === 'announcements') {
      return { topic: 'announcements', title: `Announcement from ${author}`, body: message.body, path, audience: 'team' };
    }
    const members = await db
      .select({ userId: messagingChannelMembers.userId })
      .from(messagingChannelMembers)
      .where(eq(messagingChannelMembers.channelId, message.channelId));
    const title = channel.kind === 'group' && channel.name ? `${author} in ${channel.name}` : `Message from ${author}`;
    return { topic: 'messages', title, body: message.body, path, audience: members.map((m) => m.userId) };
  },
});
