import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable';
import { errorBody } from '../http/error-body';
import { requestIdContext } from '../http/request-id';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './better-auth';
import { explainInvalidOrigin, invalidOriginMessage, requestOrigin } from './invalid-origin';

const toFetchRequest = (request: FastifyRequest, origin: string): Request => {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
};

const databaseAnswers = async (app: FastifyInstance): Promise<boolean> => {
  try {
    await app.pool.query('select 1');
    return true;
  } catch {
    return false;
  }
};

/** Serves better-auth at /api/auth/*: the Node request becomes a Fetch Request and back. */
export const mountAuth = async (app: FastifyInstance, auth: Auth, publicUrl: string): Promise<void> => {
  await app.register(async (scope) => {
    // better-auth reads the raw body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        // better-auth's own log lines carry the request id (server/http/request-id.ts)
        const response = await requestIdContext.run(request.id, () => auth.handler(toFetchRequest(request, publicUrl)));
        if (response.status >= 500 && !(await databaseAnswers(app))) {
          // better-auth answers its own 500 when the database is down or restarting: say 503, retry later
          return reply
            .code(503)
            .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
            .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database-unavailable' }));
        }
        reply.code(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        if (!response.body) return reply.send(null);
        const body = Buffer.from(await response.arrayBuffer());
        const origin = requestOrigin(request.headers);
        const explained = explainInvalidOrigin(response.status, body, publicUrl, origin);
        if (explained) {
          request.log.warn(invalidOriginMessage(publicUrl, origin));
          reply.removeHeader('content-length');
          return reply.send(explained);
        }
        return reply.send(body);
      },
    });
  });
};
