import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@core/api/common';

/** The one error JSON shape: {statusCode, error, message, code?, field?, current?}. */
export const errorBody = (
  statusCode: number,
  message: string,
  extra: { code?: string; field?: string; current?: unknown } = {},
): ApiError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(extra.code ? { code: extra.code } : {}),
  ...(extra.field ? { field: extra.field } : {}),
  ...(extra.current !== undefined ? { current: extra.current } : {}),
});
