import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallBody, CallDef, CallQuery, CallResponse } from '@core/api/define-call';
import { apiErrorSchema } from '@core/api/common';
import type { AuthContext } from '../auth/verify-token';
import { JSON_CONTENT_TYPE, PreSerialized } from './pre-serialized';

/** What a call's handler receives: parsed input, the verified caller, and the raw request/reply. */
export interface CallContext<C extends CallDef> {
  query: CallQuery<C>;
  body: CallBody<C>;
  auth: C['auth'] extends true ? AuthContext : AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the call's response, or a PreSerialized copy of one built at start. */
type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<CallResponse<C> | PreSerialized>;

/**
 * Registers one call of the contract (core/api): method, path, zod schemas for query, body and
 * response (also the OpenAPI document), and, when the call needs a token, the bearer check.
 */
export const registerCall = <C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void => {
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response, '4xx': apiErrorSchema },
      ...(call.auth ? { security: [{ bearerAuth: [] }] } : {}),
    },
    ...(call.auth ? { onRequest: async (request: FastifyRequest) => void (await app.authenticate(request)) } : {}),
    handler: async (request, reply) => {
      const out = await handler({
        query: request.query as CallQuery<C>,
        body: request.body as CallBody<C>,
        auth: request.auth as CallContext<C>['auth'],
        request,
        reply,
      });
      return out instanceof PreSerialized ? reply.header('content-type', JSON_CONTENT_TYPE).send(out.body) : out;
    },
  });
};
