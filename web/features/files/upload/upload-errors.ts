import { apiErrorSchema } from '@core/api/common';
import { formatBytes, isStorageErrorCode, STORAGE_ERROR_MESSAGES, type StorageErrorCode } from '@core/storage-errors';
import type { UploadError } from './upload-state';

const CODE_FOR_STATUS: Record<number, StorageErrorCode> = {
  401: 'unauthenticated',
  403: 'unauthorized',
  404: 'object-not-found',
  410: 'object-not-found',
  413: 'invalid-argument',
  415: 'invalid-argument',
};

/** An answer from the files API (JSON error body, or tus's plain text) as an upload error. */
export const errorFromResponse = (status: number, body: string): UploadError => {
  let parsed: ReturnType<typeof apiErrorSchema.safeParse> | undefined;
  try {
    parsed = apiErrorSchema.safeParse(JSON.parse(body));
  } catch {
    parsed = undefined;
  }
  const sent = parsed?.success ? parsed.data : undefined;
  const code: UploadError['code'] = isStorageErrorCode(sent?.code) ? sent.code : (CODE_FOR_STATUS[status] ?? 'unknown');
  if (sent?.message) return { code, message: sent.message };
  if (code === 'unknown') return { code, message: `The upload failed (the server answered ${status}). Please try again.` };
  return { code, message: STORAGE_ERROR_MESSAGES[code] };
};

export const storageError = (code: StorageErrorCode, message: string = STORAGE_ERROR_MESSAGES[code]): UploadError => ({ code, message });

/** Refusals the browser can make before sending a byte (the server checks again, by content). */
export const checkBeforeUpload = (
  file: { name: string; type: string; size: number },
  accept: string | undefined,
  maxSize: number | undefined,
) => {
  if (maxSize !== undefined && file.size > maxSize) {
    return storageError('invalid-argument', `"${file.name}" is ${formatBytes(file.size)}: the limit is ${formatBytes(maxSize)}.`);
  }
  if (accept && !matchesAccept(file, accept)) {
    return storageError('invalid-argument', `"${file.name}" is not a type of file accepted here.`);
  }
  return null;
};

/** The `accept` attribute's rule: MIME types, wildcards (image/*) and extensions (.csv). */
export const matchesAccept = (file: { name: string; type: string }, accept: string): boolean => {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
};
