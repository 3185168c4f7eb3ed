import { Upload, type DetailedError } from 'tus-js-client';
import { fileMetadataSchema, FILES_TUS_PATH, getFile } from '@core/api/files';
import { STORAGE } from '@core/constants';
import { callApi } from '../../../lib/api-client';
import { errorFromResponse, storageError } from './upload-errors';
import { uploadHeaders } from './request-headers';
import { createRetryClock, uploadRetryDelays } from './retry-policy';
import type { UploadCallbacks, UploadTarget, UploadTask } from './upload-task';

/** 8 MB: a dropped connection on a phone re-sends little; well under the 32 MB chunk limit. */
export const TUS_CHUNK_BYTES = Math.min(8 * 1024 * 1024, STORAGE.maxChunkBytes);

/**
 * A resumable upload (tus): chunks of 8 MB, retried through connection drops for up to 10
 * minutes, remembered in localStorage so choosing the same file after a reload continues where it
 * stopped.
 */
export const createTusTask = (target: UploadTarget, callbacks: UploadCallbacks): UploadTask => {
  const clock = createRetryClock(STORAGE.maxUploadRetryMs);
  let finished = false;

  const finish = async (body: string, url: string | null) => {
    const parsed = (() => {
      try {
        return fileMetadataSchema.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) return parsed.data;
    // the answer to the last chunk was lost and a retry learned the upload was complete
    const fileId = url?.split('/').pop() ?? '';
    return callApi(getFile, { query: { orgId: target.orgId, fileId } });
  };

  const upload: Upload = new Upload(target.file, {
    endpoint: FILES_TUS_PATH,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: uploadRetryDelays(),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: {
      filename: target.file.name,
      filetype: target.file.type,
      purpose: target.purpose,
      ...(target.orgId && target.purpose !== 'profile-photo' ? { orgId: target.orgId } : {}),
      ...(target.customMetadata ? { customMetadata: JSON.stringify(target.customMetadata) } : {}),
    },
    fingerprint: async (file: File) =>
      ['splits-tus', target.purpose, target.orgId ?? 'me', file.name, file.type, file.size, file.lastModified].join(':'),
    onBeforeRequest: async (req) => {
      for (const [name, value] of Object.entries(await uploadHeaders())) req.setHeader(name, value);
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onChunkComplete: () => clock.progressed(),
    onShouldRetry: (err: DetailedError) => clock.shouldRetry(err.originalResponse?.getStatus() ?? 0),
    onSuccess: ({ lastResponse }) => {
      finished = true;
      finish(lastResponse.getBody(), upload.url).then(callbacks.onSuccess, () =>
        callbacks.onError(storageError('object-not-found', 'The upload finished but the file could not be found. Please try again.')),
      );
    },
    onError: (err) => {
      const res = (err as DetailedError).originalResponse;
      if (clock.exhausted() || !res) callbacks.onError(storageError('retry-limit-exceeded'));
      else callbacks.onError(errorFromResponse(res.getStatus(), res.getBody()));
    },
  });

  const start = () => {
    // a file chosen again after a reload continues where its upload stopped
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  };

  return {
    resumable: true,
    start,
    pause: () => void upload.abort(false),
    resume: () => {
      clock.progressed();
      upload.start();
    },
    cancel: async () => {
      if (finished) return;
      await upload.abort(true).catch(() => undefined);
    },
  };
};
