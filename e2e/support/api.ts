import { request, type APIRequestContext, type Page } from 'playwright-core';
import { clientAddressHeaders } from './rate-limit';
import type { CallDef, CallResponse, CallBodyInput, CallQueryInput } from '@core/api/define-call';

type Requester = APIRequestContext | Page;

const requester = (r: Requester): APIRequestContext => ('request' in r ? r.request : r);

/**
 * A fresh JWT for whoever the requester's cookies belong to (better-auth's jwt plugin,
 * GET /api/auth/token). A page shares its browser context's cookies.
 */
export const bearerToken = async (r: Requester): Promise<string> => {
  const res = await requester(r).get('/api/auth/token');
  if (!res.ok()) throw new Error(`GET /api/auth/token answered ${res.status()}: ${await res.text()}`);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error('GET /api/auth/token answered without a token');
  return token;
};

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};

export interface CallInput<C extends CallDef> {
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C>;
}

/** Calls one API route of the contract in core/api with the requester's identity; throws on non-2xx. */
export const callApi = async <C extends CallDef>(r: Requester, call: C, input: CallInput<C> = {}): Promise<CallResponse<C>> => {
  // a JSON content type only with a body: the server refuses an empty JSON body (as the web client never sends one)
  const headers: Record<string, string> = input.body === undefined ? {} : { 'content-type': 'application/json' };
  if (call.auth) headers.authorization = `Bearer ${await bearerToken(r)}`;
  const url = `${call.path}${queryString(input.query as Record<string, unknown> | undefined)}`;
  const res = await requester(r).fetch(url, {
    method: call.method,
    headers,
    ...(input.body === undefined ? {} : { data: JSON.stringify(input.body) }),
  });
  if (!res.ok()) throw new Error(`${call.method} ${url} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as CallResponse<C>;
};

/** A cookie jar of its own, outside any browser: for setting up accounts quickly. */
export const newApiClient = (baseURL: string, headers: Record<string, string> = {}): Promise<APIRequestContext> =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, ...clientAddressHeaders(), ...headers } });

/** better-auth's email sign-up; the requester is signed in afterwards (session cookie). */
export const apiSignUp = async (r: Requester, email: string, password: string, name: string): Promise<void> => {
  const res = await requester(r).post('/api/auth/sign-up/email', { data: { email, password, name } });
  if (!res.ok()) throw new Error(`POST /api/auth/sign-up/email answered ${res.status()}: ${await res.text()}`);
};

/** better-auth's email sign-in; returns the raw response so callers can check refusals (401, 429). */
export const apiSignIn = (r: Requester, email: string, password: string) =>
  requester(r).post('/api/auth/sign-in/email', { data: { email, password }, failOnStatusCode: false });
