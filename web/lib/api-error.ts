import { isRecord } from './shape';

/** An error answered by the API ({statusCode, error, message, code?, field?}) or a failed request (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** a 409 on a stale version: the value saved now (parse it with the schema the call's code names) */
  readonly current: unknown;

  constructor(status: number, message: string, code?: string, field?: string, current?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.current = current;
  }

  /** Builds the error from a response body that may or may not follow the API's error shape. */
  static fromBody(status: number, body: unknown, statusText = ''): ApiRequestError {
    // the API's error shape (core/api/common.ts apiErrorSchema), checked by hand to keep zod off the first page
    if (isRecord(body) && typeof body.message === 'string') {
      const code = typeof body.code === 'string' ? body.code : undefined;
      const field = typeof body.field === 'string' ? body.field : undefined;
      return new ApiRequestError(status, body.message, code, field, body.current);
    }
    return new ApiRequestError(status, statusText || `Request failed with status ${status}`);
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);

/** A message fit for a person: the API's own message when it sent one. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return 'Cannot reach the server. Check your connection and try again.';
    // a 400 names its field for the form ("body.text: Row 4: ..."); a person reads the message alone
    const prefix = error.field ? `${error.field}: ` : null;
    const message = prefix && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
