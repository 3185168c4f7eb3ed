import { inArray } from 'drizzle-orm';
import { files } from '../db/schema/files';
import type { FileOwner } from './file-owner';
import { ownerFileKeys } from './file-records';
import type { StorageContext } from './storage-context';

/**
 * Deletes every file of an organization, or a user's personal files (profile photos): rows first,
 * then the bytes. Call it before deleting the organization or the account (the rows would go by
 * cascade, but the bytes would stay in the store). Answers how many files went.
 */
export const removeOwnerFiles = async (ctx: StorageContext, owner: FileOwner): Promise<number> => {
  const keys = await ownerFileKeys(ctx.db, owner);
  if (keys.length === 0) return 0;
  await ctx.db.delete(files).where(inArray(files.id, keys.map((k) => k.id)));
  for (const { fullPath } of keys) await ctx.backend.remove(fullPath);
  return keys.length;
};
