import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { errorBody } from './error-body';
import { HttpError } from './http-error';

const LOCATIONS: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

const issueMessage = (keyword: string, message: string): string =>
  keyword === 'invalid_type' && /received undefined$/.test(message) ? 'Required' : message;

/** Maps every error to the error JSON: zod validation to 400 naming the field, HttpError as thrown. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'body';
      const first = error.validation[0]!;
      const path = first.instancePath.split('/').filter(Boolean).join('.');
      const field = path ? `${location}.${path}` : location;
      return reply.code(400).send(errorBody(400, `${field}: ${issueMessage(first.keyword, first.message ?? 'Invalid')}`, { field }));
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, { code: error.code, field: error.field, current: error.current }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    }
    if (isDatabaseUnavailable(error)) {
      // down or restarting (the embedded one is supervised): the client retries, not a bug
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database-unavailable' }));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorBody(status, 'Internal Server Error'));
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit): keep the status.
    // Body errors name the field like every other 400 ("body: …"); a body with a __proto__ or
    // constructor.prototype key is refused by the JSON parser as invalid.
    if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
      const reason = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'not valid JSON' : error.message;
      return reply.code(status).send(errorBody(status, `body: ${reason}`, { field: 'body' }));
    }
    return reply.code(status).send(errorBody(status, error.message));
  });
};
