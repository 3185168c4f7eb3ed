import { and, eq, inArray, not, notExists } from 'drizzle-orm';
import type { Db } from '../db/database';
import { athletes } from '../db/schema/athletes';
import { files } from '../db/schema/files';
import { messagingAttachments } from '../db/schema/messaging';
import type { StorageBackend } from './backends/storage-backend';
import type { FileOwner } from './file-owner';
import { ownerCondition } from './file-records';
import { isMeetDocumentSql } from './file-visibility';
import { publicFileIdOf } from './image-reference';
import type { StorageContext } from './storage-context';

/** A stored object whose row is gone and whose bytes must go. */
export interface TakenFile {
  id: string;
  fullPath: string;
}

/**
 * Deletes the owner's file rows and answers their keys. Run it inside the transaction that deletes
 * the organization or the account (after locking that row, so no upload can add a file meanwhile),
 * then remove the bytes with removeTakenFiles once the transaction has committed: a delete that
 * fails keeps both rows and bytes.
 */
export const takeOwnerFiles = async (db: Pick<Db, 'delete'>, owner: FileOwner): Promise<TakenFile[]> =>
  db.delete(files).where(ownerCondition(owner)).returning({ id: files.id, fullPath: files.fullPath });

/**
 * Deletes the row of an athlete photo (`ref`, a public reference) once no athlete of the
 * organization shows it any more, and answers its key (none for another purpose, another team's
 * file or a photo still in use). Run it in the transaction that deleted the athlete, then
 * removeTakenFiles after it.
 */
export const takeUnusedAthletePhoto = async (
  db: Pick<Db, 'delete' | 'select'>,
  organizationId: string,
  ref: string | null,
): Promise<TakenFile[]> => {
  const fileId = ref ? publicFileIdOf(ref) : null;
  if (!ref || !fileId) return [];
  const stillShown = db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.photo, ref)));
  return db
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.organizationId, organizationId), eq(files.purpose, 'athlete-photo'), notExists(stillShown)))
    .returning({ id: files.id, fullPath: files.fullPath });
};

/**
 * Deletes the rows of message attachments (`fileIds`, just unlinked from a deleted message) that
 * no other message shows and that are not a meet's document (a file carrying a meet id stays), and
 * answers their keys. Run it in the transaction that deleted the message, then removeTakenFiles.
 */
export const takeUnusedMessageFiles = async (
  db: Pick<Db, 'delete' | 'select'>,
  organizationId: string,
  fileIds: string[],
): Promise<TakenFile[]> => {
  if (fileIds.length === 0) return [];
  const stillShown = db
    .select({ id: messagingAttachments.fileId })
    .from(messagingAttachments)
    .where(eq(messagingAttachments.fileId, files.id));
  return db
    .delete(files)
    .where(
      and(
        inArray(files.id, fileIds),
        eq(files.organizationId, organizationId),
        eq(files.purpose, 'attachment'),
        not(isMeetDocumentSql()),
        notExists(stillShown),
      ),
    )
    .returning({ id: files.id, fullPath: files.fullPath });
};

/** Where the bytes of deleted files are, and who hears of bytes that could not be removed. */
export interface FileRemoval {
  backend: StorageBackend;
  onError?: (error: unknown, file: TakenFile) => void;
}

/**
 * Removes the bytes of files whose rows are already gone. Tries every key; a failure goes to
 * `onError` when given (the rows are gone, so the bytes are only orphaned, never served), else the
 * first failure is thrown once every key was tried.
 */
export const removeTakenFiles = async ({ backend, onError }: FileRemoval, taken: TakenFile[]): Promise<void> => {
  let first: { error: unknown } | undefined;
  for (const file of taken) {
    try {
      await backend.remove(file.fullPath);
    } catch (error) {
      if (onError) onError(error, file);
      else first ??= { error };
    }
  }
  if (first) throw first.error;
};

/**
 * Deletes every file of an organization, or a user's personal files (profile photos): rows first,
 * then the bytes. Answers how many files went. To delete the owner itself as well, use
 * takeOwnerFiles in that transaction and removeTakenFiles after it.
 */
export const removeOwnerFiles = async (ctx: StorageContext, owner: FileOwner): Promise<number> => {
  const taken = await takeOwnerFiles(ctx.db, owner);
  await removeTakenFiles({ backend: ctx.backend }, taken);
  return taken.length;
};
