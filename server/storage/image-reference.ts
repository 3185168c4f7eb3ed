import { and, eq, isNull, type SQL } from 'drizzle-orm';
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

/** Whether a file with this id matches `owner` (its purpose and owner columns). */
const fileExists = async (db: Db, fileId: string, owner: SQL): Promise<boolean> =>
  (
    await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), owner))
      .limit(1)
  ).length > 0;

/**
 * Null (no image), or the reference of a file matching `owner`; anything else is a 400 naming
 * `field` (never another address, which the image endpoint would refuse anyway).
 */
const checkReference = async (db: Db, ref: string | null | undefined, owner: SQL | null, field: string, rule: string): Promise<void> => {
  if (ref === null || ref === undefined) return;
  const fileId = publicFileIdOf(ref);
  if (!fileId || !owner || !(await fileExists(db, fileId, owner))) throw badRequest(`${field}: ${rule} (/api/files/public/<id>)`, field);
};

/** For PATCH /api/user/patch: a profile photo the user uploaded. */
export const checkProfilePhotoReference = (db: Db, ref: string | null | undefined, userId: string): Promise<void> =>
  checkReference(
    db,
    ref,
    and(eq(files.purpose, 'profile-photo'), isNull(files.organizationId), eq(files.uploadedBy, userId))!,
    'body.profilePhoto',
    'must be a photo you uploaded',
  );

/** For organization create/patch: a logo of that organization (none before it exists). */
export const checkLogoReference = (db: Db, ref: string | null | undefined, organizationId: string | null): Promise<void> =>
  checkReference(
    db,
    ref,
    organizationId ? and(eq(files.purpose, 'logo'), eq(files.organizationId, organizationId))! : null,
    'body.logo',
    'must be a logo uploaded for this team',
  );

/** For athlete create/patch: an athlete photo of that organization (never a logo, a profile photo or another team's file). */
export const checkAthletePhotoReference = (db: Db, ref: string | null | undefined, organizationId: string): Promise<void> =>
  checkReference(
    db,
    ref,
    and(eq(files.purpose, 'athlete-photo'), eq(files.organizationId, organizationId))!,
    'body.photo',
    'must be an athlete photo uploaded for this team',
  );

/** For course create/patch: a course map uploaded for that organization. */
export const checkCourseMapReference = (db: Db, ref: string | null | undefined, organizationId: string): Promise<void> =>
  checkReference(
    db,
    ref,
    and(eq(files.purpose, 'course-map'), eq(files.organizationId, organizationId))!,
    'body.mapImage',
    'must be a course map uploaded for this team',
  );
