import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http/error-body';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (dist/web): hashed assets cached for a year, index.html never
 * cached, and index.html for any other GET outside /api (the SPA's router takes it from there).
 * Unknown /api paths answer the JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webRoot: string): Promise<void> => {
  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // the build writes .br and .gz beside each text file (web/compress-plugin.ts)
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');

  // The wildcard static route would answer the root with a directory refusal (403): serve the app.
  if (built) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A missing built file (an old chunk after a deploy) is a 404, not the app's index.html.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply);
    return reply.code(404).send(errorBody(404, `Route ${request.method}:${url} not found`));
  });
};
