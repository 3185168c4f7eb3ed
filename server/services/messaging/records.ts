import type { ChannelKind, DirectMessagePolicy } from '@core/api/messaging';
import type { RoleName } from '@core/roles';

/** A message as the services load it (author and attachments joined). */
export interface MessageRecord {
  id: string;
  seq: number;
  organizationId: string;
  channelId: string;
  author: { userId: string; firstName: string; lastName: string; profilePhoto: string | null } | null;
  body: string;
  attachments: { id: string; name: string; size: number; contentType: string }[];
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

export interface ChannelMemberRecord {
  userId: string;
  firstName: string;
  lastName: string;
  role: RoleName;
}

/** A channel as one caller sees it. */
export interface ChannelRecord {
  id: string;
  organizationId: string;
  kind: ChannelKind;
  name: string;
  eventGroups: string[];
  createdAt: Date;
  members: ChannelMemberRecord[];
  isMember: boolean;
  canPost: boolean;
  unreadCount: number;
  lastMessage: MessageRecord | null;
}

/** Who is asking, in which team: what every messaging query needs. */
export interface Reader {
  organizationId: string;
  userId: string;
  role: RoleName;
}

export interface SettingsRecord {
  directMessages: DirectMessagePolicy;
  emailAnnouncements: boolean;
}
