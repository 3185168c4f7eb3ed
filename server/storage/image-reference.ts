import { and, eq, isNull } from 'drizzle-orm';
import { PUBLIC_FILE_PATH_PREFIX } from '@core/api/files';
import type { Db } from '../db/database';
import { files } from '../db/schema/files';
import { badRequest } from '../http/http-error';
import { isUuid } from './object-key';

/** The file id of a stable image reference (/api/files/public/<id>), or null. */
export const publicFileIdOf = (ref: string): string | null => {
  if (!ref.startsWith(PUBLIC_FILE_PATH_PREFIX)) return null;
  const id = ref.slice(PUBLIC_FILE_PATH_PREFIX.length);
  return isUuid(id) ? id : null;
};

/**
 * For PATCH /api/user/patch: a profile photo must be null or the reference of a profile photo the
 * user uploaded (never another address, which the image endpoint would refuse anyway).
 */
export const checkProfilePhotoReference = async (db: Db, ref: string | null | undefined, userId: string): Promise<void> => {
  if (ref === null || ref === undefined) return;
  const fileId = publicFileIdOf(ref);
  const [row] = fileId
    ? await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.purpose, 'profile-photo'), isNull(files.organizationId), eq(files.uploadedBy, userId)))
    : [];
  if (!row) throw badRequest('body.profilePhoto: must be a photo you uploaded (/api/files/public/<id>)', 'body.profilePhoto');
};

/** For organization create/patch: a logo must be null or the reference of a logo of that organization. */
export const checkLogoReference = async (db: Db, ref: string | null | undefined, organizationId: string | null): Promise<void> => {
  if (ref === null || ref === undefined) return;
  const fileId = publicFileIdOf(ref);
  const [row] =
    fileId && organizationId
      ? await db
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, fileId), eq(files.purpose, 'logo'), eq(files.organizationId, organizationId)))
      : [];
  if (!row) throw badRequest('body.logo: must be a logo uploaded for this team (/api/files/public/<id>)', 'body.logo');
};

/**
 * For athlete create/patch: a photo must be null or the reference of an athlete photo uploaded for
 * that organization (never a logo, a profile photo or another team's file).
 */
export const checkAthletePhotoReference = async (db: Db, ref: string | null | undefined, organizationId: string): Promise<void> => {
  if (ref === null || ref === undefined) return;
  const fileId = publicFileIdOf(ref);
  const [row] = fileId
    ? await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.purpose, 'athlete-photo'), eq(files.organizationId, organizationId)))
    : [];
  if (!row) throw badRequest('body.photo: must be an athlete photo uploaded for this team (/api/files/public/<id>)', 'body.photo');
};
