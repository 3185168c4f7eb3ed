import type { FastifyInstance } from 'fastify';

/**
 * Once the server is stopping (app.close: SIGTERM), each answer still going out closes its
 * connection. Requests in flight finish, but a keep-alive connection would otherwise stay open
 * until the client lets it go, and the process could not exit until then. Connections idle at
 * that moment Node closes itself.
 */
export const installCloseWhenStopping = (app: FastifyInstance): void => {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
};
