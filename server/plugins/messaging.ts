import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { MESSAGE_MAX_CHARS, SOCKET_CLOSE } from '@core/api/messaging';
import type { Config } from '../config/config';
import type { SendMail } from '../mail/mailer';
import { loadAccessRow, roleFrom } from '../auth/authorization';
import { MessagingHub } from '../realtime/messaging-hub';
import { NOTIFY_CHANNELS } from '../db/notify';
import { listenTo } from '../realtime/pg-listener';

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
      app.pool.options,
      NOTIFY_CHANNELS.messaging,
      (payload) => hub.notify(payload),
      () => hub.closeAll(SOCKET_CLOSE.goingAway, 'reconnect to catch up'),
      (message) => app.log.warn(message),
    );
    await listener.ready;
    const allowedOrigins = new Set([new URL(config.publicUrl).origin, ...config.auth.trustedOrigins.map((o) => new URL(o).origin)]);
    app.decorate('messaging', { hub, sendMail, publicUrl: config.publicUrl, allowedOrigins });
    app.addHook('preClose', async () => {
      hub.closeAll(SOCKET_CLOSE.goingAway, 'server stopping');
    });
    app.addHook('onClose', async () => {
      stopHearing();
      await listener.close();
    });
  },
  { name: 'splits-messaging', dependencies: ['splits-db', 'splits-auth'] },
);
