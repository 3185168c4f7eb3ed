import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteChannel,
  deleteMessage,
  getChannels,
  getMessages,
  getMessagingSettings,
  getUnread,
  patchChannel,
  patchMessage,
  patchMessagingSettings,
  postChannel,
  postDirectChannel,
  postMessage,
  postRead,
} from '@core/api/messaging';
import { DIRECT_REFUSAL_MESSAGES, directRefusal } from '@core/messaging/direct-policy';
import { can } from '@core/roles';
import { requireCapability, type Access } from '../../auth/authorization';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { registerTeamCall } from '../team-call';
import type { FileRemoval } from '../../storage/owner-cleanup';
import { presentChannel, presentMessage, presentSettings, presentUnread } from '../../presenters/messaging';
import * as channels from '../../services/messaging/channels';
import * as messages from '../../services/messaging/messages';
import * as reads from '../../services/messaging/reads';
import type { ChannelRecord, Reader } from '../../services/messaging/records';
import * as settings from '../../services/messaging/settings';
import { sendAnnouncementCopies } from './announcement-copies';
import { messagingSocketRoute } from './socket';

const MESSAGE_NOT_FOUND = 'Message not found';

const readerOf = (organizationId: string, { user, role }: Access): Reader => ({ organizationId, userId: user.id, role });

/** Where the bytes of files a delete takes go; bytes that cannot be removed are only logged (their rows are gone). */
const fileRemoval = (app: FastifyInstance, request: FastifyRequest): FileRemoval => ({
  backend: app.storage.backend,
  onError: (err, file) => request.log.warn({ err, key: file.fullPath }, 'could not remove the bytes of a deleted file'),
});

/** 403 with the reason when the reader may read the channel but not post in it. */
const requirePost = (channel: ChannelRecord, reader: Reader, policy: Parameters<typeof directRefusal>[0]): void => {
  if (channel.canPost) return;
  if (channel.kind === 'announcements') throw forbidden('Only owners, admins and coaches post announcements');
  const refusal =
    channel.kind === 'direct'
      ? directRefusal(
          policy,
          channel.members.map((m) => m.role),
        )
      : null;
  if (refusal) throw forbidden(DIRECT_REFUSAL_MESSAGES[refusal]);
  throw forbidden(reader.role === 'invitee' ? 'Only members of this channel post in it' : undefined);
};

export const messagingRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getChannels, 'team:read', async ({ query, access }) => {
    const reader = readerOf(query.orgId, access);
    const [policy] = await Promise.all([settings.loadDirectPolicy(app.db, query.orgId), channels.ensureAnnouncements(app.db, query.orgId)]);
    const items = await channels.listChannels(app.db, reader, policy);
    return { items: items.map(presentChannel), totalUnread: items.reduce((n, c) => n + c.unreadCount, 0) };
  });

  registerTeamCall(app, postChannel, 'messaging:moderate', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    const id = await channels.createGroupChannel(app.db, reader, body);
    return presentChannel(await channels.getChannelOr404(app.db, reader, await settings.loadDirectPolicy(app.db, query.orgId), id));
  });

  registerTeamCall(app, patchChannel, 'team:read', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    const policy = await settings.loadDirectPolicy(app.db, query.orgId);
    const channel = await channels.getChannelOr404(app.db, reader, policy, query.channelId);
    requireCapability(reader.role, 'messaging:moderate');
    await channels.updateGroupChannel(app.db, reader, channel, body);
    return presentChannel(await channels.getChannelOr404(app.db, reader, policy, channel.id));
  });

  registerTeamCall(app, deleteChannel, 'team:read', async ({ query, access, request }) => {
    const reader = readerOf(query.orgId, access);
    const channel = await channels.getChannelOr404(app.db, reader, await settings.loadDirectPolicy(app.db, query.orgId), query.channelId);
    requireCapability(reader.role, 'messaging:moderate');
    await channels.deleteGroupChannel(app.db, reader, channel, fileRemoval(app, request));
    return { ok: true as const };
  });

  registerTeamCall(app, postDirectChannel, 'messaging:post', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    const policy = await settings.loadDirectPolicy(app.db, query.orgId);
    const id = await channels.openDirectChannel(app.db, reader, policy, body.userIds);
    return presentChannel(await channels.getChannelOr404(app.db, reader, policy, id));
  });

  registerTeamCall(app, getMessages, 'team:read', async ({ query, access }) => {
    const reader = readerOf(query.orgId, access);
    await channels.getChannelOr404(app.db, reader, await settings.loadDirectPolicy(app.db, query.orgId), query.channelId);
    const page = await messages.listChannelMessages(app.db, query.channelId, query.before, query.limit);
    return { items: page.items.map(presentMessage), nextBefore: page.nextBefore };
  });

  registerTeamCall(app, postMessage, 'team:read', async ({ query, body, access, request }) => {
    const reader = readerOf(query.orgId, access);
    const policy = await settings.loadDirectPolicy(app.db, query.orgId);
    const channel = await channels.getChannelOr404(app.db, reader, policy, query.channelId);
    requirePost(channel, reader, policy);
    const message = await messages.createMessage(app.db, reader, channel.id, body.text, body.attachmentIds);
    if (channel.kind === 'announcements') sendAnnouncementCopies(app, message, request.log);
    return presentMessage(message);
  });

  /** The message, if the reader may read its channel (404 otherwise, as for another team's). */
  const readableMessage = async (reader: Reader, messageId: string) => {
    const message = await messages.findMessage(app.db, reader.organizationId, messageId);
    if (!message) throw notFound(MESSAGE_NOT_FOUND, 'message-not-found');
    await channels
      .getChannelOr404(app.db, reader, await settings.loadDirectPolicy(app.db, reader.organizationId), message.channelId)
      .catch(() => {
        throw notFound(MESSAGE_NOT_FOUND, 'message-not-found');
      });
    return message;
  };

  registerTeamCall(app, patchMessage, 'team:read', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    const message = await readableMessage(reader, query.messageId);
    if (message.author?.userId !== reader.userId) throw forbidden('You can only edit your own messages');
    if (message.deletedAt) throw conflict('This message was deleted', 'message-deleted');
    return presentMessage(await messages.editMessage(app.db, reader.organizationId, message.id, body.text));
  });

  registerTeamCall(app, deleteMessage, 'team:read', async ({ query, access, request }) => {
    const reader = readerOf(query.orgId, access);
    const message = await readableMessage(reader, query.messageId);
    if (message.author?.userId !== reader.userId && !can(reader.role, 'messaging:moderate'))
      throw forbidden('You can only delete your own messages');
    if (message.deletedAt) return presentMessage(message);
    return presentMessage(await messages.removeMessage(app.db, reader.organizationId, message.id, fileRemoval(app, request)));
  });

  registerTeamCall(app, postRead, 'team:read', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    await channels.getChannelOr404(app.db, reader, await settings.loadDirectPolicy(app.db, query.orgId), query.channelId);
    await reads.markRead(app.db, reader, query.channelId, body.messageId);
    const counts = await reads.unreadByChannel(app.db, reader);
    return { unreadCount: counts.get(query.channelId) ?? 0, totalUnread: reads.totalUnread(counts) };
  });

  registerTeamCall(app, getUnread, 'team:read', async ({ query, access }) => {
    const reader = readerOf(query.orgId, access);
    const [counts, latest] = await Promise.all([reads.unreadByChannel(app.db, reader), reads.latestUnread(app.db, reader, query.limit)]);
    return { totalUnread: reads.totalUnread(counts), latest: latest.map(presentUnread) };
  });

  registerTeamCall(app, getMessagingSettings, 'team:read', async ({ query, access }) => {
    const reader = readerOf(query.orgId, access);
    return presentSettings(await settings.loadSettings(app.db, query.orgId, reader.userId), can(reader.role, 'organization:edit'));
  });

  registerTeamCall(app, patchMessagingSettings, 'team:read', async ({ query, body, access }) => {
    const reader = readerOf(query.orgId, access);
    if (body.directMessages !== undefined) {
      if (!can(reader.role, 'organization:edit')) throw forbidden('Only owners and admins change the direct-message policy');
      await settings.saveDirectPolicy(app.db, query.orgId, body.directMessages);
    }
    if (body.emailAnnouncements !== undefined)
      await settings.saveEmailAnnouncements(app.db, query.orgId, reader.userId, body.emailAnnouncements);
    return presentSettings(await settings.loadSettings(app.db, query.orgId, reader.userId), can(reader.role, 'organization:edit'));
  });

  await app.register(messagingSocketRoute);
};
