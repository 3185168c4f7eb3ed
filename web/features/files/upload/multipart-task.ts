import { fileMetadataSchema, UPLOAD_FIELDS, uploadFile } from '@core/api/files';
import { STORAGE } from '@core/constants';
import { buildUrl } from '../../../lib/build-url';
import { errorFromResponse, storageError } from './upload-errors';
import { uploadHeaders } from './request-headers';
import { createRetryClock } from './retry-policy';
import type { UploadCallbacks, UploadTarget, UploadTask } from './upload-task';

const RETRY_DELAYS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

/**
 * A small upload (at most 256 KB) in one multipart request, with upload progress. Failed
 * connections are retried for up to the seed's 2-minute operation limit; pause stops the request
 * and resume sends the file again (it is small).
 */
export const createMultipartTask = (target: UploadTarget, callbacks: UploadCallbacks): UploadTask => {
  const clock = createRetryClock(STORAGE.maxOperationRetryMs);
  let xhr: XMLHttpRequest | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const send = async () => {
    stopped = false;
    let headers: Record<string, string>;
    try {
      headers = await uploadHeaders();
    } catch {
      callbacks.onError(storageError('unauthenticated'));
      return;
    }
    if (stopped) return;
    const form = new FormData();
    if (target.customMetadata) form.append(UPLOAD_FIELDS.customMetadata, JSON.stringify(target.customMetadata));
    form.append(UPLOAD_FIELDS.file, target.file, target.file.name);
    const request = new XMLHttpRequest();
    xhr = request;
    request.open(
      'POST',
      buildUrl(uploadFile.path, { orgId: target.purpose === 'profile-photo' ? undefined : target.orgId, purpose: target.purpose }),
    );
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    // the request also carries the form's boundaries: report the share of the file itself
    request.upload.onprogress = (e) => {
      const share = e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0;
      callbacks.onProgress(Math.round(share * target.file.size), target.file.size);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const parsed = (() => {
          try {
            return fileMetadataSchema.safeParse(JSON.parse(request.responseText));
          } catch {
            return null;
          }
        })();
        if (parsed?.success) callbacks.onSuccess(parsed.data);
        else callbacks.onError(storageError('invalid-argument', 'The server answered something unexpected.'));
        return;
      }
      retryOrFail(request.status, request.responseText);
    };
    request.onerror = () => retryOrFail(0, '');
    request.send(form);
  };

  const retryOrFail = (status: number, body: string) => {
    if (stopped) return;
    if (clock.shouldRetry(status)) {
      timer = setTimeout(() => void send(), RETRY_DELAYS[Math.min(attempt, RETRY_DELAYS.length - 1)]);
      attempt += 1;
      return;
    }
    callbacks.onError(status === 0 || clock.exhausted() ? storageError('retry-limit-exceeded') : errorFromResponse(status, body));
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    xhr?.abort();
    xhr = null;
  };

  return {
    resumable: false,
    start: () => void send(),
    pause: stop,
    resume: () => {
      clock.progressed();
      attempt = 0;
      void send();
    },
    cancel: async () => stop(),
  };
};
