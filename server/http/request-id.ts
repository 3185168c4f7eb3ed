import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ownAsyncStorage } from './async-contexts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** an id a proxy may hand us: short, and nothing that could forge a log line */
const SAFE_ID = /^[\w.:@/+=-]{1,128}$/;
/** W3C trace context: version-traceid-parentid-flags; the trace id (not all zeros) names the request */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim();

/**
 * The request's id (Fastify's `genReqId`): the proxy's `X-Request-Id` when it is a sane one, else
 * the trace id of its `traceparent`, else a new UUID. It is on every line `request.log` writes
 * (`reqId`) and echoed in the answer's `X-Request-Id`.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = single(request.headers[REQUEST_ID_HEADER]);
  if (given && SAFE_ID.test(given)) return given;
  const trace = TRACEPARENT.exec(single(request.headers.traceparent)?.toLowerCase() ?? '')?.[1];
  if (trace && !/^0+$/.test(trace)) return trace;
  return randomUUID();
};

/**
 * The request id while better-auth handles a call (server/auth/mount.ts): better-auth logs through
 * the app's logger, not `request.log`, and runs in async contexts anyway (async-contexts.ts), so the
 * logger's mixin reads the id from here. Other requests pay for no context (decision 032).
 */
export const requestIdContext = ownAsyncStorage<string>();

/** Echoes the request id in every answer, errors and 404s included. */
export const installRequestIds = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
};
