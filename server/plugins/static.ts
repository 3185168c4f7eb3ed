import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http/error-body';
import { IMMUTABLE } from '../http/cache-control';

interface Preload {
  except: Set<string>;
  link: string;
}

/**
 * The build's preload.json (web/build/chunk-plan.ts, decision 015): the app chunk and its CSS as a Link
 * header, for every page but the public ones the entry shows by itself. Absent or unreadable: none.
 */
const readPreload = (webRoot: string): Preload | null => {
  try {
    const raw: unknown = JSON.parse(readFileSync(path.join(webRoot, 'preload.json'), 'utf8'));
    if (typeof raw !== 'object' || raw === null) return null;
    const { except, link } = raw as { except?: unknown; link?: unknown };
    if (!Array.isArray(except) || !except.every((p) => typeof p === 'string') || typeof link !== 'string' || link === '') return null;
    return { except: new Set(except), link };
  } catch {
    return null;
  }
};

const pagePath = (url: string): string => (url.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';

/**
 * Serves the built web app (dist/web): hashed assets cached for a year, index.html never
 * cached, and index.html for any other GET outside /api (the SPA's router takes it from there).
 * Unknown /api paths answer the JSON 404. The build is looked for when a page is asked for, not
 * only at start: `npm start` builds it while the server starts (it listens once the build is done).
 */
export const registerWebApp = async (app: FastifyInstance, webRoot: string): Promise<void> => {
  const indexFile = path.join(webRoot, 'index.html');
  let built = false;
  let preload: Preload | null = null;
  const isBuilt = (): boolean => {
    if (!built && existsSync(indexFile)) {
      built = true;
      preload = readPreload(webRoot);
    }
    return built;
  };
  const hasRoot = existsSync(webRoot);
  if (hasRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // the build writes .br and .gz beside each text file (web/build/compress-plugin.ts)
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply, url: string) => {
    // the signed-in app is never indexed; the landing page may be (public team pages: routes/public-pages)
    if (pagePath(url) !== '/') reply.header('x-robots-tag', 'noindex');
    if (!hasRoot || !isBuilt())
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    // pages that start the full app: the browser fetches its chunk alongside the entry
    if (preload && !preload.except.has(pagePath(url))) reply.header('link', preload.link);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };

  // The wildcard static route would answer the root with a directory refusal (403): serve the app.
  if (hasRoot) app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(reply, request.url));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A missing built file (an old chunk after a deploy) is a 404, not the app's index.html.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply, url);
    return reply.code(404).send(errorBody(404, `Route ${request.method}:${url} not found`));
  });
};
