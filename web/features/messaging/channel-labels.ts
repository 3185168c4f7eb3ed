import type { Channel, Message } from '@core/api/messaging';
import { viewerMonthDayTime, viewerTime } from '../../lib/date-labels';

export const personName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`.trim();

/** What a channel is called in the list and its header: direct conversations by the other members. */
export const channelTitle = (channel: Pick<Channel, 'kind' | 'name' | 'members'>, myUserId: string | undefined): string => {
  if (channel.kind === 'announcements') return 'Announcements';
  if (channel.kind === 'group') return channel.name;
  const others = channel.members.filter((m) => m.userId !== myUserId);
  return others.length ? others.map(personName).join(', ') : 'Just you';
};

export const authorName = (message: Message): string => (message.author ? personName(message.author) : 'Former member');

/** "3:05 PM" today, "Mar 4, 3:05 PM" before. */
export const messageTime = (iso: string, now = new Date()): string => {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? viewerTime(at) : viewerMonthDayTime(at);
};

/** One line of a message for lists: its text, or what it carries. */
export const messagePreview = (message: Message): string => {
  if (message.deletedAt) return 'Message deleted';
  if (message.text) return message.text.replace(/\s+/g, ' ');
  const n = message.attachments.length;
  return n === 1 ? `Sent a file: ${message.attachments[0]!.name}` : `Sent ${n} files`;
};
