import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { MESSAGE_MAX_CHARS, SOCKET_CLOSE } from '@core/api/messaging';
import type { Config } from '../config/config';
import type { SendMail } from '../mail/mailer';
import { loadAccessRow, roleFrom } from '../auth/authorization';
import { MessagingHub } from '../realtime/messaging-hub';
import { NOTIFY_CHANNELS } from '../db/notify';
import { listenTo } from '../realtime/pg-listener';

/** How long a stopping server waits for sockets to answer its close before cutting them. */
const SOCKET_CLOSE_GRACE_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    messaging: {
      hub: MessagingHub;
      sendMail: SendMail;
      /** PUBLIC_URL, for links in mail */
      publicUrl: string;
      /** origins a messaging socket may come from: PUBLIC_URL's and AUTH_TRUSTED_ORIGINS */
      allowedOrigins: ReadonlySet<string>;
    };
  }
}

/**
 * Realtime messaging (decision 023): the WebSocket server, this process's hub of sockets, and one
 * PostgreSQL connection that LISTENs for messages posted through any process. The hub also hears
 * the auth feeds (sessions ended, access changed: decision 043) to close or re-scope sockets.
 */
export const messagingPlugin = fp<{ config: Config; sendMail: SendMail }>(
  async (app, { config, sendMail }) => {
    // Before @fastify/websocket's own preClose (which closes every socket without a code, 1005):
    // a stopping server says "going away" (1001) to every socket, signed in or not, so clients
    // reconnect to another server at once; one that does not answer the close is cut after a
    // moment, so the process exits promptly.
    app.addHook('preClose', (done) => {
      const sockets = app.hasDecorator('websocketServer') ? [...app.websocketServer.clients] : [];
      for (const socket of sockets) socket.close(SOCKET_CLOSE.serverStopping, 'server stopping');
      setTimeout(() => {
        for (const socket of sockets) socket.terminate();
      }, SOCKET_CLOSE_GRACE_MS).unref();
      done();
    });
    // a client frame is at most an auth frame (a token) or a ping: 64 KB is plenty
    await app.register(websocket, { options: { maxPayload: Math.max(64 * 1024, MESSAGE_MAX_CHARS * 4) } });
    const accessRow = loadAccessRow(app.db);
    const hub = new MessagingHub(
      app.db,
      (message, err) => app.log.error({ err }, message),
      async (client) => {
        const row = await accessRow(client.uid, client.organizationId);
        return row?.organization ? (roleFrom(row, client.adminMode)?.role ?? null) : null;
      },
    );
    // sessions that end and memberships that change, in any process, reach this process's sockets
    const stopHearing = app.accessEvents.subscribe((event) => hub.accessChanged(event));
    const listener = listenTo(
      app.listenConnection,
      NOTIFY_CHANNELS.messaging,
      (payload) => hub.notify(payload),
      () => hub.closeAll(SOCKET_CLOSE.goingAway, 'reconnect to catch up'),
      (message) => app.log.warn(message),
    );
    await listener.ready;
    const allowedOrigins = new Set([new URL(config.publicUrl).origin, ...config.auth.trustedOrigins.map((o) => new URL(o).origin)]);
    app.decorate('messaging', { hub, sendMail, publicUrl: config.publicUrl, allowedOrigins });
    app.addHook('onClose', async () => {
      stopHearing();
      await listener.close();
    });
  },
  { name: 'splits-messaging', dependencies: ['splits-db', 'splits-auth'] },
);
