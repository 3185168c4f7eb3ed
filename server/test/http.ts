import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CallDef, CallQueryInput, CallBodyInput } from '@core/api/define-call';
import { USER_MODE_HEADER } from '@core/api/common';

export interface Caller {
  token?: string;
  adminMode?: boolean;
}

export interface CallInput<C extends CallDef> {
  query?: CallQueryInput<C> | Record<string, unknown>;
  body?: CallBodyInput<C> | unknown;
  as?: Caller | null;
  headers?: Record<string, string>;
}

const toQuery = (query: Record<string, unknown> | undefined): Record<string, string | string[]> | undefined => {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
};

/** Calls one contract call through app.inject, as a caller (bearer token, admin mode). */
export const call = async <C extends CallDef>(app: FastifyInstance, def: C, input: CallInput<C> = {}): Promise<LightMyRequestResponse> =>
  app.inject({
    method: def.method,
    url: def.path,
    query: toQuery(input.query as Record<string, unknown> | undefined),
    headers: {
      ...(input.as?.token ? { authorization: `Bearer ${input.as.token}` } : {}),
      ...(input.as?.adminMode ? { [USER_MODE_HEADER]: 'admin' } : {}),
      ...input.headers,
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });

/** Cookie header built from a response's set-cookie. */
export const cookieHeader = (response: LightMyRequestResponse): string => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
