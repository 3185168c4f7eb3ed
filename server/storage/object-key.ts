import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { StorageError } from './storage-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A key is 2 or 3 segments of letters, digits and dashes: `<orgId>/<fileId>` or `users/<userId>/<fileId>`. */
const KEY = /^[A-Za-z0-9-]{1,64}(\/[A-Za-z0-9-]{1,64}){1,2}$/;

export const isUuid = (value: string): boolean => UUID.test(value);

/** A new file id: also the last segment of its object key (never the user's file name). */
export const newFileId = (): string => randomUUID();

/** The object key of a file: under its organization, or under its user for a profile photo. */
export const objectKey = (owner: { organizationId: string | null; userId: string }, fileId: string): string => {
  const ownerId = owner.organizationId ?? owner.userId;
  if (!isUuid(ownerId) || !isUuid(fileId)) throw new StorageError('invalid-argument', 'Invalid file owner or id');
  return owner.organizationId ? `${owner.organizationId}/${fileId}` : `users/${owner.userId}/${fileId}`;
};

export const isValidObjectKey = (key: string): boolean => KEY.test(key);

/**
 * Joins an object key under `root`, refusing anything that could leave it: other characters than
 * letters, digits, dashes and single slashes (so no `..`, no absolute path, no backslash, no NUL).
 */
export const safeJoin = (root: string, key: string): string => {
  if (!isValidObjectKey(key)) throw new StorageError('invalid-argument', 'Invalid object path');
  const base = path.resolve(root);
  const target = path.resolve(base, ...key.split('/'));
  if (!target.startsWith(base + path.sep)) throw new StorageError('invalid-argument', 'Invalid object path');
  return target;
};
