import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FilePurpose } from '@core/api/files';
import type { RoleName } from '@core/roles';
import { files } from '../db/schema/files';
import { visibleChannelSql } from '../services/messaging/access';
import type { FileOwner } from './file-owner';

/** Who is asking: the app user id and the role in the file's organization (null for personal files). */
export interface FileCaller {
  userId: string;
  role: RoleName | null;
}

/**
 * Who sees a file of each purpose, besides its uploader (who always sees their own):
 * - `owner`: the user alone (profile photos; others see them only through their public reference);
 * - `team`: every member of the file's team, as they see the roster (athlete photos), the team's
 *   page (logo), its courses (course maps) and Settings › Files (documents);
 * - `where-attached`: whoever reads a conversation a live message of which shows the file (a direct
 *   conversation's members, a group channel's members and the team's staff, everyone for the
 *   announcements), or everyone when it is a meet's document (custom metadata `meetId`, listed
 *   on the meet's page). Unattached, it is its uploader's alone (uploaded, not posted yet); once
 *   its message or conversation is deleted, nobody's (its row goes too, decision 042).
 */
const FILE_AUDIENCE: Record<FilePurpose, 'owner' | 'team' | 'where-attached'> = {
  'profile-photo': 'owner',
  logo: 'team',
  'athlete-photo': 'team',
  'course-map': 'team',
  document: 'team',
  attachment: 'where-attached',
};

const purposesFor = (audience: (typeof FILE_AUDIENCE)[FilePurpose]): FilePurpose[] =>
  (Object.keys(FILE_AUDIENCE) as FilePurpose[]).filter((p) => FILE_AUDIENCE[p] === audience);

/** A file carrying a meet's id in its custom metadata is that meet's document (the meet page lists it). */
export const isMeetDocumentSql = (): SQL => sql`(${files.customMetadata} ? 'meetId')`;

/** A live message of a conversation the caller reads shows the file (SQL over `files`). */
const shownToCallerSql = (organizationId: string, caller: FileCaller): SQL => {
  // the messaging rule of who reads which channel, one place (services/messaging/access.ts);
  // a role outside the team (none) reads nothing
  const reads = caller.role === null ? sql`false` : visibleChannelSql({ organizationId, userId: caller.userId, role: caller.role });
  return sql`exists (
    select 1 from messaging_attachments a
      join messaging_messages msg on msg.id = a.message_id and msg.deleted_at is null
      join messaging_channels c on c.id = msg.channel_id
    where a.file_id = ${files.id} and a.organization_id = ${organizationId} and ${reads})`;
};

/**
 * The one rule of which files a caller may see (SQL over `files`), for every call that lists, shows
 * or hands out a file: the owner's files (a team's, or the caller's personal ones) that the
 * caller's place in the team lets them see, by purpose (FILE_AUDIENCE). A file outside it is
 * answered as not found, like a conversation the caller is not in.
 */
export const visibleFilesSql = (caller: FileCaller, owner: FileOwner): SQL => {
  if (owner.organizationId === null) {
    return and(isNull(files.organizationId), eq(files.uploadedBy, owner.userId), eq(files.uploadedBy, caller.userId))!;
  }
  return and(
    eq(files.organizationId, owner.organizationId),
    or(
      inArray(files.purpose, purposesFor('team')),
      eq(files.uploadedBy, caller.userId),
      and(inArray(files.purpose, purposesFor('where-attached')), or(isMeetDocumentSql(), shownToCallerSql(owner.organizationId, caller))),
    ),
  )!;
};
