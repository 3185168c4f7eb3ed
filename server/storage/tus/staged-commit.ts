import type { FileRow } from '../../db/schema/files';
import { commitUpload } from '../commit-upload';
import { findFileById } from '../file-records';
import type { StorageContext } from '../storage-context';
import { StorageError } from '../storage-error';
import type { DatabaseStore } from './database-store';
import { fromStoredMetadata } from './upload-metadata';

/**
 * Commits a finished tus upload: writes its staged bytes out to a local file, checks and stores it
 * (commitUpload), then drops the staged copy. A refused file is deleted at once. Any server may
 * commit any upload; two committing one upload at once make one file (the second finds the row or
 * is refused by the files table's key). Concurrent calls for one upload (the last PATCH and a HEAD
 * retried after a dropped response) share one commit; a second commit finds the row.
 */
export const createStagedCommitter = (ctx: StorageContext, staging: DatabaseStore) => {
  const inFlight = new Map<string, Promise<FileRow>>();

  const commit = async (uploadId: string): Promise<FileRow> => {
    const existing = await findFileById(ctx.db, uploadId);
    if (existing) return existing;
    const upload = await staging.getUpload(uploadId);
    const meta = fromStoredMetadata(upload.metadata);
    if (!meta || upload.size === undefined || upload.offset !== upload.size) {
      throw new StorageError('invalid-argument', 'This upload is not complete');
    }
    const local = await staging.writeOut(uploadId);
    let row: FileRow;
    try {
      row = await commitUpload(
        ctx,
        {
          fileId: uploadId,
          owner: meta.orgId ? { organizationId: meta.orgId } : { organizationId: null, userId: meta.userId },
          uploaderId: meta.userId,
          purpose: meta.purpose,
          name: meta.name,
          customMetadata: meta.customMetadata,
        },
        { filePath: local.filePath },
      );
    } catch (e) {
      // a refused file (type, size, quota) is not kept anywhere
      if (e instanceof StorageError) await staging.remove(uploadId).catch(() => undefined);
      throw e;
    } finally {
      await local.discard();
    }
    await staging.remove(uploadId).catch(() => undefined);
    return row;
  };

  return (uploadId: string): Promise<FileRow> => {
    let pending = inFlight.get(uploadId);
    if (!pending) {
      pending = commit(uploadId).finally(() => inFlight.delete(uploadId));
      inFlight.set(uploadId, pending);
    }
    return pending;
  };
};

export type StagedCommitter = ReturnType<typeof createStagedCommitter>;
