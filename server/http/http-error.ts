import { STATUS_CODES } from 'node:http';

/** An error a handler or service throws on purpose; the error handler turns it into the error JSON. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  readonly field?: string;
  /** a 409 on a stale version: the value saved now (the error body's `current`) */
  readonly current?: unknown;

  constructor(statusCode: number, message?: string, extra: { code?: string; field?: string; current?: unknown } = {}) {
    super(message ?? STATUS_CODES[statusCode] ?? 'Error');
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = extra.code;
    this.field = extra.field;
    this.current = extra.current;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, { field });
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not Found', code?: string) => new HttpError(404, message, { code });
export const conflict = (message: string, code?: string) => new HttpError(409, message, { code });
/** 409: the version a change named is not the one saved now; `current` (the saved value) goes in the error body. */
export const staleVersion = (message: string, code: string, current: unknown) => new HttpError(409, message, { code, current });
