import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { CallBody, CallDef, CallResponse } from '@core/api/define-call';

/** The stub network of component tests: every request must be answered by a handler the test adds. */
export const network = setupServer();

export interface Request<C extends CallDef> {
  query: URLSearchParams;
  /** the body as the server would read it: parsed by the call's body schema */
  body: CallBody<C>;
}

/** One request a test's handler answered, in the order they came. */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A handler for one call of the contract, typed by it: the answer must be the call's response, and
 * is checked here against the response schema as sent (JSON), as the server's tests check its
 * answers (the api client uses answers as sent). The body is parsed with the call's body schema, as
 * the server would; one it refuses answers 400.
 */
export const answer = <C extends CallDef>(
  call: C,
  respond: (request: Request<C>) => CallResponse<C> | Response | Promise<CallResponse<C> | Response>,
  sent?: Sent[],
): HttpHandler => {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  return http[method](call.path, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const raw: unknown = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    sent?.push({ method: request.method, path: call.path, query, body: raw });
    let body: unknown = raw;
    if (call.body) {
      const parsed = call.body.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = ['body', ...issue.path].join('.');
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: `${field}: ${issue.message}`, field }, { status: 400 });
      }
      body = parsed.data;
    }
    const result = await respond({ query, body: body as CallBody<C> });
    if (result instanceof Response) return result;
    const sentJson: unknown = JSON.parse(JSON.stringify(result));
    const checked = call.response.safeParse(sentJson);
    if (!checked.success)
      throw new Error(`the test's answer to ${call.method} ${call.path} is not the call's response: ${checked.error.message}`);
    return HttpResponse.json(sentJson as never);
  });
};

/** An error answer as the server sends them (core/api/common.ts apiErrorSchema). */
export const apiError = (status: number, message: string, field?: string): Response =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...(field ? { field } : {}) }, { status });
