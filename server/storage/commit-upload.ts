import { sql } from 'drizzle-orm';
import { IMAGE_ONLY_PURPOSES, type FilePurpose } from '@core/api/files';
import { checkImageUpload } from '../images/check-image';
import { files, type FileRow } from '../db/schema/files';
import { checkTypeForPurpose, resolveContentType } from './content-type';
import { ownerKey, type FileOwner } from './file-owner';
import { storedBytes } from './file-records';
import { inspectBuffer, inspectFile } from './inspect-bytes';
import { checkFits, fileTooLarge } from './limits';
import { objectKey } from './object-key';
import type { StorageContext } from './storage-context';

interface NewFile {
  fileId: string;
  owner: FileOwner;
  uploaderId: string;
  purpose: FilePurpose;
  /** the user's file name, already cleaned (metadata only) */
  name: string;
  customMetadata: Record<string, string>;
}

type UploadSource = { filePath: string } | { data: Buffer };

/**
 * Turns received bytes into a stored file: checks size, type (magic bytes) and purpose, writes
 * the object under a generated key, then records the metadata while holding the owner's quota
 * lock, so two uploads can never both squeeze into the last free bytes. Anything refused leaves
 * no object behind.
 */
export const commitUpload = async (ctx: StorageContext, file: NewFile, source: UploadSource): Promise<FileRow> => {
  const facts = 'data' in source ? await inspectBuffer(source.data) : await inspectFile(source.filePath);
  if (facts.size > ctx.config.maxFileBytes) throw fileTooLarge(ctx.config.maxFileBytes);
  const contentType = resolveContentType(facts, file.name);
  checkTypeForPurpose(contentType, file.purpose);
  // photos and logos are shown resized: refuse now what could never be (image bombs, garbage)
  if (IMAGE_ONLY_PURPOSES.includes(file.purpose))
    await checkImageUpload('data' in source ? source.data : source.filePath, ctx.config.maxInputPixels);
  checkFits(ctx.config, file.owner, await storedBytes(ctx.db, file.owner), facts.size);

  const key = objectKey({ organizationId: file.owner.organizationId, userId: file.owner.userId ?? file.uploaderId }, file.fileId);
  const info = { contentType, size: facts.size, md5Base64: facts.md5Base64 };
  if ('data' in source) await ctx.backend.putBuffer(key, source.data, info);
  else await ctx.backend.putFile(key, source.filePath, info);

  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ownerKey(file.owner)}, 0))`);
      checkFits(ctx.config, file.owner, await storedBytes(tx, file.owner), facts.size);
      const [row] = await tx
        .insert(files)
        .values({
          id: file.fileId,
          organizationId: file.owner.organizationId,
          uploadedBy: file.uploaderId,
          purpose: file.purpose,
          bucket: ctx.backend.bucket,
          fullPath: key,
          name: file.name,
          size: facts.size,
          contentType,
          md5Hash: facts.md5Base64,
          customMetadata: file.customMetadata,
        })
        .returning();
      return row!;
    });
  } catch (e) {
    await ctx.backend.remove(key).catch(() => undefined);
    throw e;
  }
};
