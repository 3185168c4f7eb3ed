import { z } from 'zod';
import { ROLES } from '../roles';
import { EVENT_GROUPS } from './athletes';
export type { EventGroup } from './athletes';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';

/** announcements: one per team, staff post, everyone reads; group: picked members; direct: 2 to 8 members. */
export const CHANNEL_KINDS = ['announcements', 'group', 'direct'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * Team policy for direct messages between an invitee (athlete, parent, volunteer) and an adult of
 * the staff (owner, admin, coach), decision 023: `two-adults` (the default) needs a second staff
 * member in the conversation, `off` refuses them, `open` allows one-to-one.
 */
export const DIRECT_MESSAGE_POLICIES = ['two-adults', 'off', 'open'] as const;
export type DirectMessagePolicy = (typeof DIRECT_MESSAGE_POLICIES)[number];

export const MESSAGE_MAX_CHARS = 4000;
export const CHANNEL_NAME_MAX_CHARS = 60;
export const MESSAGE_MAX_ATTACHMENTS = 5;
export const DIRECT_MAX_MEMBERS = 8;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;

/** Path of the WebSocket; the token goes in the first frame, never in the address (decision 023). */
export const MESSAGING_SOCKET_PATH = '/api/messaging/socket';

export const messageAuthorSchema = z.object({
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  profilePhoto: z.string().nullable(),
});
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

export const messageAttachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** A message. A deleted one keeps its place with empty text and no attachments (`deletedAt` set). */
export const messageSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  channelId: idSchema,
  author: messageAuthorSchema.nullable(),
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: isoDateTimeSchema,
  editedAt: isoDateTimeSchema.nullable(),
  deletedAt: isoDateTimeSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const channelMemberSchema = z.object({
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.enum(ROLES),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

export const channelSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  kind: z.enum(CHANNEL_KINDS),
  /** group channels' name; '' for announcements and direct messages (the client names them) */
  name: z.string(),
  eventGroups: z.array(z.enum(EVENT_GROUPS)),
  /** empty for announcements (the whole team) */
  members: z.array(channelMemberSchema),
  isMember: z.boolean(),
  canPost: z.boolean(),
  unreadCount: z.number().int(),
  lastMessage: messageSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Channel = z.infer<typeof channelSchema>;

const orgQuery = z.object({ orgId: idSchema });
const channelQuery = z.object({ orgId: idSchema, channelId: idSchema });
const messageQuery = z.object({ orgId: idSchema, messageId: idSchema });

export const messageTextSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX_CHARS, `At most ${MESSAGE_MAX_CHARS} characters`)
  .refine((s) => !s.includes('\u0000'), 'Text cannot contain NUL characters');

export const getChannels = defineCall({
  method: 'GET',
  path: '/api/messaging/channels/get',
  auth: true,
  tag: 'messaging',
  summary: 'The channels the caller can read: announcements, group channels, direct messages, with unread counts',
  query: orgQuery,
  response: z.object({ items: z.array(channelSchema), totalUnread: z.number().int() }),
});

export const groupChannelInputSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(CHANNEL_NAME_MAX_CHARS),
  /** members picked by user id (team members only) */
  memberUserIds: z.array(idSchema).max(500).default([]),
  /** and every athlete of these event groups who has an account */
  eventGroups: z.array(z.enum(EVENT_GROUPS)).max(EVENT_GROUPS.length).default([]),
});
export type GroupChannelInput = z.input<typeof groupChannelInputSchema>;

export const postChannel = defineCall({
  method: 'POST',
  path: '/api/messaging/channels/post',
  auth: true,
  tag: 'messaging',
  summary: 'Create a group channel (owners, admins, coaches); members picked and/or taken from event groups',
  query: orgQuery,
  body: groupChannelInputSchema,
  response: channelSchema,
});

export const patchChannel = defineCall({
  method: 'PATCH',
  path: '/api/messaging/channel/patch',
  auth: true,
  tag: 'messaging',
  summary: 'Rename a group channel or set its members (owners, admins, coaches)',
  query: channelQuery,
  body: z.object({
    name: groupChannelInputSchema.shape.name.optional(),
    /** when given (or eventGroups is), members are set again: these, the event groups' athletes, the creator */
    memberUserIds: z.array(idSchema).max(500).optional(),
    eventGroups: z.array(z.enum(EVENT_GROUPS)).max(EVENT_GROUPS.length).optional(),
  }),
  response: channelSchema,
});

export const deleteChannel = defineCall({
  method: 'DELETE',
  path: '/api/messaging/channel/delete',
  auth: true,
  tag: 'messaging',
  summary: 'Delete a group channel and its messages (owners, admins, coaches)',
  query: channelQuery,
  response: okSchema,
});

export const postDirectChannel = defineCall({
  method: 'POST',
  path: '/api/messaging/direct/post',
  auth: true,
  tag: 'messaging',
  summary: 'Open (find or create) the direct conversation between the caller and these members',
  query: orgQuery,
  body: z.object({
    userIds: z
      .array(idSchema)
      .min(1)
      .max(DIRECT_MAX_MEMBERS - 1),
  }),
  response: channelSchema,
});

export const getMessages = defineCall({
  method: 'GET',
  path: '/api/messaging/messages/get',
  auth: true,
  tag: 'messaging',
  summary: "A channel's messages, newest first, paged back with `before` (a message id)",
  query: channelQuery.extend({
    before: idSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
  }),
  response: z.object({ items: z.array(messageSchema), nextBefore: idSchema.nullable() }),
});

export const messageInputSchema = z
  .object({
    /** may be empty when files are attached */
    text: messageTextSchema,
    /** ids of files uploaded by the caller to this team (purpose attachment) */
    attachmentIds: z.array(idSchema).max(MESSAGE_MAX_ATTACHMENTS).default([]),
  })
  .refine((m) => m.text.length > 0 || m.attachmentIds.length > 0, { message: 'Write a message or attach a file', path: ['text'] });
export type MessageInput = z.input<typeof messageInputSchema>;

export const postMessage = defineCall({
  method: 'POST',
  path: '/api/messaging/messages/post',
  auth: true,
  tag: 'messaging',
  summary: 'Post a message (plain text, optional attachments) to a channel',
  query: channelQuery,
  body: messageInputSchema,
  response: messageSchema,
});

export const patchMessage = defineCall({
  method: 'PATCH',
  path: '/api/messaging/message/patch',
  auth: true,
  tag: 'messaging',
  summary: 'Edit the text of your own message',
  query: messageQuery,
  body: z.object({ text: messageTextSchema.pipe(z.string().min(1, 'Write a message')) }),
  response: messageSchema,
});

export const deleteMessage = defineCall({
  method: 'DELETE',
  path: '/api/messaging/message/delete',
  auth: true,
  tag: 'messaging',
  summary: 'Delete your own message; owners, admins and coaches remove any message they can read',
  query: messageQuery,
  response: messageSchema,
});

export const postRead = defineCall({
  method: 'POST',
  path: '/api/messaging/channel/read/post',
  auth: true,
  tag: 'messaging',
  summary: 'Mark a channel read up to a message (never moves back)',
  query: channelQuery,
  body: z.object({ messageId: idSchema }),
  response: z.object({ unreadCount: z.number().int(), totalUnread: z.number().int() }),
});

export const unreadMessageSchema = z.object({
  channelId: idSchema,
  channelKind: z.enum(CHANNEL_KINDS),
  channelName: z.string(),
  message: messageSchema,
});
export type UnreadMessage = z.infer<typeof unreadMessageSchema>;

export const getUnread = defineCall({
  method: 'GET',
  path: '/api/messaging/unread/get',
  auth: true,
  tag: 'messaging',
  summary: 'Total unread messages and the latest few, for the navigation badge and the home page',
  query: orgQuery.extend({ limit: z.coerce.number().int().min(0).max(20).default(5) }),
  response: z.object({ totalUnread: z.number().int(), latest: z.array(unreadMessageSchema) }),
});

export const messagingSettingsSchema = z.object({
  directMessages: z.enum(DIRECT_MESSAGE_POLICIES),
  /** the caller's own choice: an email copy of each announcement */
  emailAnnouncements: z.boolean(),
  /** whether the caller may change directMessages */
  canEditPolicy: z.boolean(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const getMessagingSettings = defineCall({
  method: 'GET',
  path: '/api/messaging/settings/get',
  auth: true,
  tag: 'messaging',
  summary: "The team's direct-message policy and the caller's announcement email choice",
  query: orgQuery,
  response: messagingSettingsSchema,
});

export const patchMessagingSettings = defineCall({
  method: 'PATCH',
  path: '/api/messaging/settings/patch',
  auth: true,
  tag: 'messaging',
  summary: 'Change the direct-message policy (owners, admins) and/or your own announcement emails (anyone)',
  query: orgQuery,
  body: z.object({ directMessages: z.enum(DIRECT_MESSAGE_POLICIES).optional(), emailAnnouncements: z.boolean().optional() }),
  response: messagingSettingsSchema,
});

/** Frames the client sends on the socket. The first must be `auth` within SOCKET_AUTH_TIMEOUT_MS. */
export const socketClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(8192),
    orgId: idSchema,
    /** the last message the client holds: what came after it (and changes since) is sent first */
    lastMessageId: idSchema.nullable().optional(),
    /** a product admin's client in admin user mode (as the x-user-mode header of calls) */
    userMode: z.enum(['standard', 'admin']).optional(),
  }),
  /** a refreshed token for the same user: keeps the socket open past the old token's expiry */
  z.object({ type: z.literal('token'), token: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('ping') }),
]);
export type SocketClientFrame = z.infer<typeof socketClientFrameSchema>;

/** Frames the server sends. `message` carries a new, edited or deleted message (upsert by id). */
export type SocketServerFrame =
  | { type: 'ready'; resumed: number; truncated: boolean }
  | { type: 'message'; message: Message }
  | { type: 'pong' }
  | { type: 'error'; message: string };

export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/**
 * close codes: the client reconnects at once after 1001 (this server is stopping: the load balancer
 * sends it to another) and 4000 (catch up on what this server may have missed), but asks the user
 * to sign in again after 4401
 */
export const SOCKET_CLOSE = {
  unauthorized: 4401,
  forbiddenOrigin: 4403,
  notMember: 4404,
  badFrame: 4400,
  goingAway: 4000,
  serverStopping: 1001,
} as const;
/** messages replayed on resume at most; beyond, `truncated` tells the client to reload its history */
export const SOCKET_RESUME_MAX = 500;
