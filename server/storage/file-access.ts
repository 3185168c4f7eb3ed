import type { FastifyRequest } from 'fastify';
import { can, type Capability } from '@core/roles';
import type { FilePurpose } from '@core/api/files';
import { authorize, currentUser } from '../auth/authorization';
import type { UserRow } from '../db/schema/users';
import type { FileOwner } from './file-owner';
import type { FileCaller } from './file-visibility';
import { StorageError } from './storage-error';

export interface FileAccess {
  user: UserRow;
  caller: FileCaller;
  owner: FileOwner;
}

/**
 * Whose files a call is about: the organization named by `orgId` (the caller must be a member,
 * else 404), or, without it, the caller's own personal files (profile photos).
 */
export const fileAccess = async (request: FastifyRequest, orgId: string | null | undefined): Promise<FileAccess> => {
  if (orgId) {
    const { user, role } = await authorize(request, orgId);
    return { user, caller: { userId: user.id, role }, owner: { organizationId: orgId } };
  }
  const user = await currentUser(request);
  return { user, caller: { userId: user.id, role: null }, owner: { organizationId: null, userId: user.id } };
};

/**
 * The capability an upload of `purpose` needs: logos are the organization's public face, athlete
 * photos belong to whoever may edit athletes, anything else to whoever may upload files.
 */
const UPLOAD_CAPABILITIES: Partial<Record<FilePurpose, Capability>> = {
  logo: 'organization:edit',
  'athlete-photo': 'team:write',
  'course-map': 'team:write',
};

const uploadCapability = (purpose: FilePurpose): Capability => UPLOAD_CAPABILITIES[purpose] ?? 'files:write';

const REFUSED_UPLOAD: Partial<Record<FilePurpose, string>> = {
  logo: 'Only owners and admins can change the team logo.',
  'athlete-photo': 'Your role cannot change athlete photos.',
  'course-map': 'Your role cannot change course maps.',
};

const requireOrgForPurpose = (purpose: FilePurpose, orgId: string | null | undefined): void => {
  if (purpose !== 'profile-photo' && !orgId) {
    throw new StorageError('invalid-argument', 'orgId: Required (only profile photos belong to no organization)');
  }
};

/** Access for an upload: membership and the capability its purpose needs (403 otherwise). */
export const uploadAccess = async (
  request: FastifyRequest,
  purpose: FilePurpose,
  orgId: string | null | undefined,
): Promise<FileAccess> => {
  requireOrgForPurpose(purpose, orgId);
  const access = await fileAccess(request, purpose === 'profile-photo' ? null : orgId);
  if (access.owner.organizationId) {
    const capability = uploadCapability(purpose);
    if (!can(access.caller.role, capability)) {
      throw new StorageError('unauthorized', REFUSED_UPLOAD[purpose] ?? 'Your role cannot upload files to this team.');
    }
  }
  return access;
};
