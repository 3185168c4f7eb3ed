import type { FastifyInstance } from 'fastify';
import { nestsDeeperThan, tooDeep } from './json-depth';

/**
 * The app's JSON body parser: Fastify's own (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), after a one-pass check that the text does not nest deeper than
 * MAX_JSON_DEPTH: a deeper body answers 400 naming the body, before anything walks it.
 */
export const installJsonBodyParser = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string)) {
      done(tooDeep('body'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
};
