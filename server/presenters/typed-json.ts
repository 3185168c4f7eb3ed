import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CallDef, CallResponse } from '@core/api/define-call';

/** Outside production every large answer is still checked against the call's schema (tests catch a drift). */
const checkAnswers = process.env.NODE_ENV !== 'production';

/**
 * Sends a large answer built by a typed presenter with JSON.stringify instead of the zod response
 * serializer (zod's encode walked every field of a 150-athlete roster: ~8x the cost of
 * JSON.stringify; decision 012). The presenters build exactly the schema's fields (TypeScript
 * checks them), with strings for dates; outside production the answer is also encoded by zod.
 */
export const typedJson = <C extends CallDef>(reply: FastifyReply, call: C, value: CallResponse<C>): CallResponse<C> => {
  if (checkAnswers) z.encode(call.response, value);
  reply.serializer(JSON.stringify);
  return value;
};
