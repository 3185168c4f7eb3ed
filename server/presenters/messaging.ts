import type { Channel, EventGroup, Message, MessagingSettings, UnreadMessage } from '@core/api/messaging';
import type { ChannelRecord, MessageRecord, SettingsRecord } from '../services/messaging/records';
import type { UnreadRecord } from '../services/messaging/reads';

/** A message as the contract shows it: text exactly as typed (the client renders it as text, never markup). */
export const presentMessage = (m: MessageRecord): Message => ({
  id: m.id,
  organizationId: m.organizationId,
  channelId: m.channelId,
  author: m.author,
  text: m.deletedAt ? '' : m.body,
  attachments: m.deletedAt ? [] : m.attachments,
  createdAt: m.createdAt.toISOString(),
  editedAt: m.editedAt?.toISOString() ?? null,
  deletedAt: m.deletedAt?.toISOString() ?? null,
});

export const presentChannel = (c: ChannelRecord): Channel => ({
  id: c.id,
  organizationId: c.organizationId,
  kind: c.kind,
  name: c.name,
  eventGroups: c.eventGroups as EventGroup[],
  members: c.members.map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, roleName: m.role })),
  isMember: c.isMember,
  canPost: c.canPost,
  unreadCount: c.unreadCount,
  lastMessage: c.lastMessage ? presentMessage(c.lastMessage) : null,
  createdAt: c.createdAt.toISOString(),
});

export const presentUnread = (u: UnreadRecord): UnreadMessage => ({
  channelId: u.message.channelId,
  channelKind: u.channelKind,
  channelName: u.channelName,
  message: presentMessage(u.message),
});

export const presentSettings = (s: SettingsRecord, canEditPolicy: boolean): MessagingSettings => ({
  directMessages: s.directMessages,
  emailAnnouncements: s.emailAnnouncements,
  canEditPolicy,
});
