import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { MESSAGE_MAX_CHARS, SOCKET_CLOSE } from '@core/api/messaging';
import type { Config } from '../config/config';
import type { SendMail } from '../mail/mailer';
import { MessagingHub, NOTIFY_CHANNEL } from '../realtime/messaging-hub';
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
 * PostgreSQL connection that LISTENs for messages posted through any process.
 */
export const messagingPlugin = fp<{ config: Config; sendMail: SendMail }>(
  async (app, { config, sendMail }) => {
    // a client frame is at most an auth frame (a token) or a ping: 64 KB is plenty
    await app.register(websocket, { options: { maxPayload: Math.max(64 * 1024, MESSAGE_MAX_CHARS * 4) } });
    const hub = new MessagingHub(app.db, (message, err) => app.log.error({ err }, message));
    const listener = listenTo(
      app.listenConnection,
      NOTIFY_CHANNEL,
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
      await listener.close();
    });
  },
  { name: 'splits-messaging', dependencies: ['splits-db', 'splits-auth'] },
);
