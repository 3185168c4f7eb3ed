import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILES_TUS_PATH } from '@core/api/files';
import { STORAGE } from '@core/constants';
import { formatBytes } from '@core/storage-errors';
import { fileAccess, uploadAccess } from '../../storage/file-access';
import { presentFile } from '../../storage/file-presenter';
import { findFileById, findVisibleFile, storedBytes } from '../../storage/file-records';
import { checkFits } from '../../storage/limits';
import { isUuid } from '../../storage/object-key';
import { fileNotFound, StorageError } from '../../storage/storage-error';
import { tusRequestContext, type TusRequestContext } from '../../storage/tus/tus-server';
import { fromStoredMetadata, parseUploadMetadata, type DeclaredUpload } from '../../storage/tus/upload-metadata';
import { checkStagedCount, listStagedUploads, oneCreationAtATime, reservedBytes } from '../../storage/tus/staged-reservations';
import type { FileOwner } from '../../storage/file-owner';
import type { RoleName } from '@core/roles';
import { copyReplyHeaders } from '../../plugins/external/helmet';
import { withAsyncContexts } from '../../http/async-contexts';

const BASE = FILES_TUS_PATH.replace(/\/$/, '');

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Answers HEAD for an upload whose bytes are already committed: complete, nothing left to send. */
const sendCompleteHead = (reply: FastifyReply, size: number) =>
  reply
    .code(200)
    .header('tus-resumable', '1.0.0')
    .header('upload-offset', String(size))
    .header('upload-length', String(size))
    .header('cache-control', 'no-store')
    .send();

/**
 * The tus endpoint, /api/files/tus/ (tus-js-client): every request carries the bearer token;
 * creation names the organization and purpose in Upload-Metadata and is checked for membership,
 * capability, size and quota; later requests only reach the caller's own uploads; chunks are at
 * most 32 MB. tus itself then handles the protocol on the raw request.
 */
export const tusRoutes = async (app: FastifyInstance): Promise<void> => {
  const { tus, config } = app.storage;
  const ctx = app.storage;
  const creating = oneCreationAtATime(ctx.db);

  // tus reads the raw body itself
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** The request context tus hooks read: the uploader, and how to answer the committed file. */
  const contextFor = (userId: string, role: RoleName | null, declared?: DeclaredUpload): TusRequestContext => ({
    userId,
    declared,
    present: async (fileId) => {
      const row = await findFileById(ctx.db, fileId);
      const owner: FileOwner | null = row
        ? row.organizationId
          ? { organizationId: row.organizationId }
          : { organizationId: null, userId }
        : null;
      const found = owner ? await findVisibleFile(ctx.db, { userId, role }, owner, fileId) : null;
      if (!found) throw fileNotFound();
      return presentFile(found, { userId, role });
    },
  });

  const handOver = async (request: FastifyRequest, reply: FastifyReply, context: TusRequestContext) => {
    copyReplyHeaders(reply);
    reply.hijack();
    await withAsyncContexts(() => tusRequestContext.run(context, () => tus.server.handle(request.raw, reply.raw)));
  };

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = parseUploadMetadata(header(request, 'upload-metadata'));
    const lengthHeader = header(request, 'upload-length');
    if (!lengthHeader || !/^\d{1,15}$/.test(lengthHeader)) {
      throw new StorageError('invalid-argument', 'Upload-Length: Required (the size must be known when the upload starts)');
    }
    const access = await uploadAccess(request, declared.purpose, declared.orgId);
    // uploads in progress reserve their declared size against the quota, and one user may have
    // only a few at once; checked and created one at a time so two creations cannot share room
    await creating(async () => {
      const staged = await listStagedUploads(ctx.db);
      checkStagedCount(staged, access.user.id, config.maxStagedUploadsPerUser);
      checkFits(
        config,
        access.owner,
        (await storedBytes(ctx.db, access.owner)) + reservedBytes(staged, access.owner),
        Number(lengthHeader),
      );
      await handOver(request, reply, contextFor(access.user.id, access.caller.role, declared));
    });
  };

  const resume = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uploadId } = request.params as { uploadId: string };
    if (!isUuid(uploadId)) throw fileNotFound();
    const staged = await tus.staging.getUpload(uploadId).catch(() => null);
    const meta = staged ? fromStoredMetadata(staged.metadata) : null;
    const access = await fileAccess(request, meta?.orgId ?? null);
    if (!staged || !meta) {
      // already committed: a retried HEAD learns it is complete
      const row = request.method === 'HEAD' ? await findFileById(ctx.db, uploadId) : null;
      if (row && row.uploadedBy === access.user.id) return sendCompleteHead(reply, row.size);
      throw fileNotFound();
    }
    if (meta.userId !== access.user.id) throw fileNotFound();
    if (request.method === 'PATCH') {
      const length = Number(header(request, 'content-length') ?? '0');
      if (length > STORAGE.maxChunkBytes) {
        throw new StorageError('invalid-argument', `Chunks are at most ${formatBytes(STORAGE.maxChunkBytes)}`, 413);
      }
    }
    if (request.method === 'HEAD' && staged.size !== undefined && staged.offset === staged.size) {
      // every byte arrived but the answer to the last chunk was lost: finish the commit now
      const row = await tus.commit(uploadId);
      return sendCompleteHead(reply, row.size);
    }
    await handOver(request, reply, contextFor(access.user.id, access.caller.role));
  };

  const options = async (request: FastifyRequest, reply: FastifyReply) => handOver(request, reply, contextFor('', null));

  // authenticated before the rate limit (preValidation), so it counts per user
  const onRequest = async (request: FastifyRequest) => void (await app.authenticate(request));
  const schema = {
    tags: ['files'],
    summary: 'tus resumable uploads (tus-js-client); bearer token required',
    security: [{ bearerAuth: [] }],
  };
  for (const url of [BASE, `${BASE}/`]) {
    app.route({ method: 'POST', url, schema, onRequest, handler: create });
    app.route({ method: 'OPTIONS', url, handler: options });
  }
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${BASE}/:uploadId`, exposeHeadRoute: false, schema, onRequest, handler: resume });
  app.route({ method: 'OPTIONS', url: `${BASE}/:uploadId`, handler: options });
};
