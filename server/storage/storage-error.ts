import { STORAGE_ERROR_MESSAGES, STORAGE_ERROR_STATUS, type StorageErrorCode } from '@core/storage-errors';
import { HttpError } from '../http/http-error';

/** An error with one of the seed's storage codes; the error handler answers it as the error JSON. */
export class StorageError extends HttpError {
  override readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string = STORAGE_ERROR_MESSAGES[code], status: number = STORAGE_ERROR_STATUS[code]) {
    super(status, message, { code });
    this.name = 'StorageError';
    this.code = code;
  }
}

export const fileNotFound = () => new StorageError('object-not-found', 'File not found');
