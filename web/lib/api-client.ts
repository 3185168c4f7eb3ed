import type { CallBodyInput, CallDef, CallQueryInput, CallResponse } from '@core/api/define-call';
import { USER_MODE_HEADER } from '@core/api/common';
import { appStore } from './store/app-store';
import { getFreshToken } from './token';
import { TokenUnavailableError } from './fetch-token';
import { ApiRequestError } from './api-error';
import { buildUrl, type QueryValue } from './build-url';
import { handleUnauthorized } from './unauthorized';
import { noteAnswer } from './offline-state';
import { savedCopyTime } from './pwa/saved-copy';

// any 401 signs out: the app registers the handler with setUnauthorizedHandler (lib/unauthorized.ts)

export { ApiRequestError } from './api-error';

export interface CallOptions<C extends CallDef> {
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C>;
  signal?: AbortSignal;
}

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

const unauthorized = (message: string): never => {
  handleUnauthorized();
  throw new ApiRequestError(401, message, 'UNAUTHORIZED');
};

/**
 * Calls one call of the contract (core/api): builds the URL, adds the bearer token (refreshed
 * when under 5 minutes remain) and the user-mode header, and throws ApiRequestError for any error
 * answer. A 401 signs out. Offline (no answer to the token refresh) the stored token goes as it is,
 * even past its hour: the service worker answers from its saved copies (decision 053), and the
 * client notes whether an answer was one (lib/offline-state.ts); a 401 to that token is the server
 * back before the identity session answered, never a sign-out. The answer is used as sent, in the
 * built app, the dev server and the tests alike: the server serializes answers through the call's
 * response schema (its cached answers are checked against it outside production), the component
 * tests' stub network checks every answer it gives against that schema (web/test/network.ts), and
 * no response schema changes a valid answer (core/api/response-schemas.test.ts). A phone's main
 * thread does not check it again (docs/performance.md).
 */
export const callApi = async <C extends CallDef>(call: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody || call.method === 'GET') headers['Content-Type'] = 'application/json';

  let staleToken = false;
  if (call.auth) {
    let token: string;
    try {
      token = await getFreshToken();
    } catch (error) {
      if (error instanceof TokenUnavailableError) return unauthorized(error.message);
      // no answer from the identity session: offline, signed in as before
      const stored = appStore.getState().auth.token;
      if (!stored) throw new ApiRequestError(0, UNREACHABLE);
      token = stored;
      staleToken = true;
    }
    headers.Authorization = `Bearer ${token}`;
    if (appStore.getState().session.userMode === 'admin') headers[USER_MODE_HEADER] = 'admin';
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(call.path, options.query as Record<string, QueryValue> | undefined), {
      method: call.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, UNREACHABLE);
  }
  noteAnswer(savedCopyTime(response));

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ApiRequestError.fromBody(response.status, body, response.statusText);
    if (response.status === 401 && staleToken) throw new ApiRequestError(0, UNREACHABLE);
    if (response.status === 401 && call.auth) return unauthorized(error.message);
    throw error;
  }
  return body as CallResponse<C>;
};

export { requireOrganizationId } from './require-organization';
