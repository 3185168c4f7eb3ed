import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a strict CSP: scripts from our own origin only, no inline script, no eval.
 * helmet's middleware is built once here (@fastify/helmet rebuilt it, parsing the CSP, on every
 * request); each request only sets the headers.
 */
/** The WebSocket origin of the app's own address (ws://host for http, wss://host for https). */
export const ownWebSocketOrigin = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

export const registerHelmet = async (app: FastifyInstance, publicUrl: string): Promise<void> => {
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
};
