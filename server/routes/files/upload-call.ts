import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_FIELDS, uploadFile } from '@core/api/files';
import { STORAGE } from '@core/constants';
import { formatBytes } from '@core/storage-errors';
import { registerCall } from '../../http/register-call';
import { commitUpload } from '../../storage/commit-upload';
import { cleanFileName } from '../../storage/content-type';
import { uploadAccess } from '../../storage/file-access';
import { presentFile } from '../../storage/file-presenter';
import { findVisibleFile } from '../../storage/file-records';
import { newFileId } from '../../storage/object-key';
import { StorageError } from '../../storage/storage-error';
import { parseCustomMetadata } from '../../storage/tus/upload-metadata';

const useResumable = () =>
  new StorageError(
    'invalid-argument',
    `Files over ${formatBytes(STORAGE.resumableAboveBytes)} upload with the resumable protocol (tus) at /api/files/tus/.`,
    413,
  );

/** Reads the one file part (and the optional customMetadata field) of a small multipart upload. */
const readForm = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new StorageError('invalid-argument', 'body: send the file as multipart/form-data', 415);
  let file: { name: string; data: Buffer } | undefined;
  let customMetadata: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELDS.file || file) {
          part.file.resume();
          throw new StorageError('invalid-argument', `body: send exactly one file, in the field "${UPLOAD_FIELDS.file}"`);
        }
        file = { name: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === UPLOAD_FIELDS.customMetadata) {
        customMetadata = String(part.value);
      }
    }
  } catch (e) {
    if (e instanceof request.server.multipartErrors.RequestFileTooLargeError) throw useResumable();
    if (e instanceof StorageError) throw e;
    const status = (e as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw e;
    // busboy's own complaints (no boundary, truncated form, …)
    throw new StorageError('invalid-argument', 'body: not a valid multipart/form-data request');
  }
  if (!file) throw new StorageError('invalid-argument', `body.${UPLOAD_FIELDS.file}: Required`);
  return { file, customMetadata: parseCustomMetadata(customMetadata) };
};

/** POST /api/files/post: one file of at most 256 KB in one multipart request. */
export const uploadCall = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, {
    limits: { fileSize: STORAGE.resumableAboveBytes, files: 1, fields: 4, fieldSize: 16_384, parts: 6 },
  });
  const ctx = app.storage;
  registerCall(app, uploadFile, async ({ query, request }) => {
    const access = await uploadAccess(request, query.purpose, query.orgId);
    const { file, customMetadata } = await readForm(request);
    const row = await commitUpload(
      ctx,
      {
        fileId: newFileId(),
        owner: access.owner,
        uploaderId: access.user.id,
        purpose: query.purpose,
        name: cleanFileName(file.name),
        customMetadata,
      },
      { data: file.data },
    );
    const saved = await findVisibleFile(ctx.db, access.caller, access.owner, row.id);
    return presentFile(saved!, access.caller);
  });
};
