import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One call of the API contract: method, path, schemas and whether it needs a bearer token.
 * The server registers a route from it; the web client builds its fetcher from it.
 */
export interface CallDef {
  method: HttpMethod;
  path: string;
  auth: boolean;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const defineCall = <const C extends CallDef>(call: C): C => call;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type CallQuery<C extends CallDef> = Infer<C['query']>;
export type CallBody<C extends CallDef> = Infer<C['body']>;
export type CallQueryInput<C extends CallDef> = Input<C['query']>;
export type CallBodyInput<C extends CallDef> = Input<C['body']>;
export type CallResponse<C extends CallDef> = z.infer<C['response']>;

/** The calls a contract module (or several) exports, for checks that go over every call. */
export const callsIn = (...modules: object[]): CallDef[] =>
  modules.flatMap((m) => Object.values(m).filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v));
