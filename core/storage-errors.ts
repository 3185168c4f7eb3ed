/**
 * The storage error codes of the specification (section 8) and the message a person sees for
 * each. The server sends the code in the error JSON (`code`); the upload component also raises
 * `canceled` and `retry-limit-exceeded` itself.
 */
export const STORAGE_ERROR_CODES = [
  'object-not-found',
  'unauthenticated',
  'unauthorized',
  'quota-exceeded',
  'retry-limit-exceeded',
  'canceled',
  'invalid-url',
  'invalid-argument',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export const STORAGE_ERROR_MESSAGES: Record<StorageErrorCode, string> = {
  'object-not-found': 'This file no longer exists.',
  unauthenticated: 'Your session has ended. Sign in again to upload or download files.',
  unauthorized: 'You do not have permission to do this with this file.',
  'quota-exceeded': "Your team's file storage is full. Delete some files and try again.",
  'retry-limit-exceeded': 'The upload could not be completed: the connection kept failing. Try again when you are back online.',
  canceled: 'The upload was canceled.',
  'invalid-url': "This address is not one of the app's own files.",
  'invalid-argument': 'This file cannot be uploaded.',
};

export const isStorageErrorCode = (value: unknown): value is StorageErrorCode =>
  typeof value === 'string' && (STORAGE_ERROR_CODES as readonly string[]).includes(value);

/** The HTTP status the server answers with for each code it raises. */
export const STORAGE_ERROR_STATUS: Record<StorageErrorCode, number> = {
  'object-not-found': 404,
  unauthenticated: 401,
  unauthorized: 403,
  'quota-exceeded': 413,
  'retry-limit-exceeded': 408,
  canceled: 499,
  'invalid-url': 400,
  'invalid-argument': 400,
};

/** Human size in binary units as most systems show them: 12 B, 256 KB, 1.5 MB, 1 GB. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
};
