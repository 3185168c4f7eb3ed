import { STATUS_CODES } from 'node:http';

/** An error a handler or service throws on purpose; the error handler turns it into the error JSON. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  readonly field?: string;

  constructor(statusCode: number, message?: string, extra: { code?: string; field?: string } = {}) {
    super(message ?? STATUS_CODES[statusCode] ?? 'Error');
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = extra.code;
    this.field = extra.field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, { field });
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not Found', code?: string) => new HttpError(404, message, { code });
export const conflict = (message: string, code?: string) => new HttpError(409, message, { code });
