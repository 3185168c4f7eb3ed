import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a strict CSP: scripts from our own origin only, no inline script, no eval.
 * helmet's middleware runs once at start (@fastify/helmet rebuilt it, parsing the CSP, on every
 * request); each request only sets the headers it produced.
 */

/** The WebSocket origin of the app's own address (ws://host for http, wss://host for https). */
export const ownWebSocketOrigin = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/** The headers helmet sets (they depend on the configuration only), captured once from its middleware. */
const securityHeaders = (publicUrl: string): Record<string, string> => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine injects style tags and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // our own origin only, and its WebSocket form (never ws:/wss: to any host)
        connectSrc: ["'self'", ownWebSocketOrigin(publicUrl)],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
};

/**
 * Each response carries the headers through Fastify's reply (written with the status line in one
 * go, not one `setHeader` each: decision 032); a route that hijacks its reply copies them to the
 * raw response itself (`copyReplyHeaders`).
 */
export const registerHelmet = async (app: FastifyInstance, publicUrl: string): Promise<void> => {
  const headers = securityHeaders(publicUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

/** Before `reply.hijack()`: the headers set so far (security headers included) go on the raw response. */
export const copyReplyHeaders = (reply: FastifyReply): void => {
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
};
