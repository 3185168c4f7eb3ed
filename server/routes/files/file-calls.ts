import type { FastifyInstance } from 'fastify';
import { ALLOWED_CONTENT_TYPES, deleteFile, getDownloadUrl, getFile, getFiles, getStorageLimits } from '@core/api/files';
import { STORAGE } from '@core/constants';
import { registerCall } from '../../http/register-call';
import { fileAccess } from '../../storage/file-access';
import { presentFile } from '../../storage/file-presenter';
import { listOrganizationFiles, storedBytes } from '../../storage/file-records';
import { deleteFileFor, downloadUrlFor, requireFile } from '../../storage/file-service';
import { quotaFor } from '../../storage/limits';

/** The JSON calls of core/api/files.ts: list, metadata, delete, signed download URL, limits. */
export const fileCalls = async (app: FastifyInstance): Promise<void> => {
  const ctx = app.storage;

  registerCall(app, getFiles, async ({ query, request }) => {
    const access = await fileAccess(request, query.orgId);
    const [page, usedBytes] = await Promise.all([
      listOrganizationFiles(ctx.db, { ...query, organizationId: query.orgId, caller: access.caller }),
      storedBytes(ctx.db, access.owner),
    ]);
    return {
      items: page.items.map((item) => presentFile(item, access.caller)),
      total: page.total,
      limit: query.limit,
      offset: query.offset,
      usage: { usedBytes, quotaBytes: quotaFor(ctx.config, access.owner), maxFileBytes: ctx.config.maxFileBytes },
    };
  });

  registerCall(app, getFile, async ({ query, request }) => {
    const access = await fileAccess(request, query.orgId);
    return presentFile(await requireFile(ctx, access, query.fileId), access.caller);
  });

  registerCall(app, deleteFile, async ({ query, request }) => {
    await deleteFileFor(ctx, await fileAccess(request, query.orgId), query.fileId);
    return { ok: true as const };
  });

  registerCall(app, getDownloadUrl, async ({ query, request }) =>
    downloadUrlFor(ctx, await fileAccess(request, query.orgId), query.fileId),
  );

  registerCall(app, getStorageLimits, async () => ({
    maxFileBytes: ctx.config.maxFileBytes,
    resumableAboveBytes: STORAGE.resumableAboveBytes,
    maxChunkBytes: STORAGE.maxChunkBytes,
    allowedContentTypes: [...ALLOWED_CONTENT_TYPES],
  }));
};
