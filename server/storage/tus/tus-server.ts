import { Server } from '@tus/server';
import { FILES_TUS_PATH } from '@core/api/files';
import { ownAsyncStorage } from '../../http/async-contexts';
import { errorBody } from '../../http/error-body';
import { HttpError } from '../../http/http-error';
import type { FileMetadata } from '@core/api/files';
import { newFileId } from '../object-key';
import type { StorageContext } from '../storage-context';
import { DatabaseStore } from './database-store';
import { createStagedCommitter, type StagedCommitter } from './staged-commit';
import { toStoredMetadata, type DeclaredUpload } from './upload-metadata';

/** Per request, set by the route before tus takes over: who uploads, and (on creation) what. */
export interface TusRequestContext {
  userId: string;
  declared?: DeclaredUpload;
  /** shapes the committed file for the final PATCH's answer */
  present: (fileId: string) => Promise<FileMetadata>;
}

/** the request's context inside tus's handlers (disabled between uploads: server/http/async-contexts.ts) */
export const tusRequestContext = ownAsyncStorage<TusRequestContext>();

const STAGED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A tus hook failure as tus answers it: the API's error JSON. */
const hookError = (e: unknown): { status_code: number; body: string } => {
  if (e instanceof HttpError)
    return { status_code: e.statusCode, body: JSON.stringify(errorBody(e.statusCode, e.message, { code: e.code })) };
  if (typeof e === 'object' && e !== null && 'status_code' in e) return e as { status_code: number; body: string };
  return { status_code: 500, body: JSON.stringify(errorBody(500, 'Internal Server Error')) };
};

export interface TusUploads {
  server: Server;
  staging: DatabaseStore;
  commit: StagedCommitter;
}

/**
 * The tus endpoint's server: uploads in progress are staged in the database (kept 24 hours), where
 * every server sees them, named with a new file id; the final chunk triggers the commit into the
 * configured backend and answers the file's metadata as JSON.
 */
export const createTusUploads = (ctx: StorageContext, onError: (e: unknown) => void): TusUploads => {
  const staging = new DatabaseStore(ctx.db, ctx.config.stagingDir, STAGED_UPLOAD_LIFETIME_MS);
  const commit = createStagedCommitter(ctx, staging);
  const server = new Server({
    path: FILES_TUS_PATH.replace(/\/$/, ''),
    datastore: staging,
    maxSize: ctx.config.maxFileBytes,
    relativeLocation: true,
    namingFunction: () => newFileId(),
    onUploadCreate: async (_req, _upload) => {
      const context = tusRequestContext.getStore();
      if (!context?.declared) throw { status_code: 500, body: JSON.stringify(errorBody(500, 'Upload context missing')) };
      return { metadata: toStoredMetadata({ ...context.declared, userId: context.userId }) };
    },
    onUploadFinish: async (_req, upload) => {
      try {
        const context = tusRequestContext.getStore();
        const row = await commit(upload.id);
        const body = context ? JSON.stringify(await context.present(row.id)) : '';
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body };
      } catch (e) {
        if (!(e instanceof HttpError)) onError(e);
        throw hookError(e);
      }
    },
  });
  return { server, staging, commit };
};
