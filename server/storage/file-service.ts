import type { Readable } from 'node:stream';
import { DOWNLOAD_URL_TTL_SECONDS, FILE_DOWNLOAD_PATH } from '@core/api/files';
import type { FileRow } from '../db/schema/files';
import { signDownloadToken, verifyDownloadToken } from './download-token';
import type { FileAccess } from './file-access';
import { mayDelete, isPublicImage } from './file-presenter';
import type { FileOwner } from './file-owner';
import { deleteFileRow, findFileById, findVisibleFile, type FileWithUploader } from './file-records';
import type { StorageContext } from './storage-context';
import { fileNotFound, StorageError } from './storage-error';

/**
 * The file, if it is the caller's organization's (or the caller's personal one) and the caller may
 * see it (file-visibility.ts: a message attachment only in its conversation); else 404.
 */
export const requireFile = async (ctx: StorageContext, access: FileAccess, fileId: string): Promise<FileWithUploader> => {
  const found = await findVisibleFile(ctx.db, access.caller, access.owner, fileId);
  if (!found) throw fileNotFound();
  return found;
};

/** Deletes the metadata, then the bytes (an object left behind by a crash is harmless; a row without bytes is not). */
export const deleteFileFor = async (ctx: StorageContext, access: FileAccess, fileId: string): Promise<void> => {
  const { file } = await requireFile(ctx, access, fileId);
  if (!mayDelete(access.caller, file)) {
    throw new StorageError('unauthorized', 'Only the person who uploaded this file, an admin or the owner can delete it.');
  }
  const removed = await deleteFileRow(ctx.db, file.id);
  if (removed) await ctx.backend.remove(removed.fullPath);
};

/** A signed link to the file for the caller, valid 5 minutes, that needs no bearer token. */
export const downloadUrlFor = async (ctx: StorageContext, access: FileAccess, fileId: string, now = Date.now()) => {
  const { file } = await requireFile(ctx, access, fileId);
  const exp = Math.floor(now / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const path = `${FILE_DOWNLOAD_PATH}?token=${signDownloadToken(ctx.signingKey, { fileId: file.id, exp, userId: access.caller.userId, role: access.caller.role })}`;
  return { url: `${ctx.publicUrl}${path}`, path, expiresAt: new Date(exp * 1000).toISOString() };
};

interface OpenedFile {
  file: FileRow;
  stream: Readable;
}

const open = async (ctx: StorageContext, file: FileRow | null): Promise<OpenedFile> => {
  if (!file) throw fileNotFound();
  return { file, stream: await ctx.backend.read(file.fullPath) };
};

/**
 * The file a signed download token names (403 once expired), if the caller it was made for may
 * still see it: a file deleted, or a message attachment whose message went or whose conversation
 * the caller left, is not found (404) even within the link's 5 minutes.
 */
export const fileForToken = async (ctx: StorageContext, token: string): Promise<FileRow> => {
  const grant = verifyDownloadToken(ctx.signingKey, token);
  const row = await findFileById(ctx.db, grant.fileId);
  if (!row) throw fileNotFound();
  const owner: FileOwner = row.organizationId ? { organizationId: row.organizationId } : { organizationId: null, userId: grant.userId };
  const found = await findVisibleFile(ctx.db, { userId: grant.userId, role: grant.role }, owner, row.id);
  if (!found) throw fileNotFound();
  return found.file;
};

export const openFile = (ctx: StorageContext, file: FileRow): Promise<OpenedFile> => open(ctx, file);

/** A profile photo, logo or athlete photo, by its stable reference; any other file is not found here. */
export const publicImageFile = async (ctx: StorageContext, fileId: string): Promise<FileRow> => {
  const file = await findFileById(ctx.db, fileId);
  if (!file || !isPublicImage(file)) throw fileNotFound();
  return file;
};
