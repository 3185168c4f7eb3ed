import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  MESSAGING_SOCKET_PATH,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  socketClientFrameSchema,
  type SocketClientFrame,
} from '@core/api/messaging';
import { USER_MODE_HEADER } from '@core/api/common';
import { nestsDeeperThan } from '../../http/json-depth';
import { authorize } from '../../auth/authorization';
import type { AuthContext } from '../../auth/verify-token';
import { presentMessage } from '../../presenters/messaging';
import { messageFrame, type LiveClient } from '../../realtime/messaging-hub';
import { ResumedMessages } from '../../realtime/resumed-messages';
import { changesSince } from '../../services/messaging/messages';

/** a client this far behind is dropped; it reconnects and catches up from its last message */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The messaging WebSocket (decision 023). The upgrade is refused (403) unless Origin is the app's
 * own (PUBLIC_URL) or a trusted one. The bearer token comes in the first frame, never in the
 * address (addresses land in logs): `{ type: 'auth', token, orgId, lastMessageId }`. The socket
 * then gets what it missed since lastMessageId, `ready`, and every new, edited or deleted message
 * of the channels its user may read. It is closed (4401) when the token expires (unless a refreshed
 * token arrives in a `token` frame) or its session ends, and (4404) when the member leaves or is
 * removed; a member whose role changes gets what the new role reads (decision 043), in every process.
 */
export const messagingSocketRoute = async (app: FastifyInstance): Promise<void> => {
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !app.messaging.allowedOrigins.has(origin)) {
      await reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'This origin may not open a messaging socket' });
    }
  };

  app.get(MESSAGING_SOCKET_PATH, { websocket: true, preValidation: checkOrigin, schema: { hide: true } }, (socket: WebSocket, request) => {
    const { hub } = app.messaging;
    let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
    let client: LiveClient | null = null;
    let expiry: NodeJS.Timeout | null = null;

    const send = (frame: string | Buffer) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return close(SOCKET_CLOSE.goingAway, 'too far behind: reconnect to catch up');
      socket.send(frame, { binary: false });
    };
    const close = (code: number, reason: string) => {
      if (state === 'closed') return;
      state = 'closed';
      socket.close(code, reason);
    };
    const authTimer = setTimeout(() => close(SOCKET_CLOSE.unauthorized, 'authenticate first'), SOCKET_AUTH_TIMEOUT_MS);

    const expireAt = (auth: AuthContext) => {
      if (expiry) clearTimeout(expiry);
      const exp = typeof auth.claims.exp === 'number' ? auth.claims.exp * 1000 : Date.now();
      expiry = setTimeout(() => close(SOCKET_CLOSE.unauthorized, 'token expired'), Math.min(Math.max(exp - Date.now(), 0), MAX_TIMER_MS));
    };

    const sessionOf = (auth: AuthContext): string | null => (typeof auth.claims.sid === 'string' ? auth.claims.sid : null);

    const authenticate = async (frame: Extract<SocketClientFrame, { type: 'auth' }>) => {
      state = 'authenticating';
      // a session that ends or a membership that changes from here on is either seen by the checks
      // below or, once the socket is registered, by the hub; in between, the epoch moves
      const epoch = hub.epoch;
      const auth = await app.verifyToken(frame.token);
      if (!auth) return close(SOCKET_CLOSE.unauthorized, 'invalid token');
      request.auth = auth;
      // the browser cannot set headers on a WebSocket: admin mode comes in the frame (authorize
      // still grants it to product admins only)
      const adminMode = frame.userMode === 'admin';
      if (adminMode) request.headers[USER_MODE_HEADER] = 'admin';
      // the socket's right lasts: its role is read from the database, not the access cache
      const access = await authorize(request, frame.orgId, { fromDatabase: true }).catch(() => null);
      if (!access) return close(SOCKET_CLOSE.notMember, 'not a member of this team');
      if (state !== 'authenticating') return;
      clearTimeout(authTimer);
      expireAt(auth);
      // Live messages that arrive while the missed ones are read wait; after the catch-up, a live
      // frame of a message it carried goes out only when newer (the fan-out may lag behind it).
      let buffered: { id: string; data: Buffer; updatedAt: number }[] | null = [];
      let resumed: ResumedMessages | null = null;
      const sendLive = (id: string, data: Buffer, updatedAt: number) => {
        if (!resumed || resumed.isNews(id, updatedAt)) send(data);
      };
      const live: LiveClient = {
        organizationId: frame.orgId,
        userId: access.user.id,
        uid: auth.uid,
        sessionId: sessionOf(auth),
        adminMode,
        role: access.role,
        deliver: (id, data, updatedAt) => (buffered ? buffered.push({ id, data, updatedAt }) : sendLive(id, data, updatedAt)),
        close,
      };
      client = live;
      hub.add(live);
      state = 'open';
      if (hub.epoch !== epoch) {
        // something changed while this socket was checked: check again, now that the hub also hears
        if (!(await app.verifyToken(frame.token))) return close(SOCKET_CLOSE.unauthorized, 'session ended');
        hub.recheckClient(live);
      }
      const missed = frame.lastMessageId
        ? await changesSince(app.db, { organizationId: frame.orgId, userId: access.user.id, role: live.role }, frame.lastMessageId)
        : { items: [], truncated: false };
      for (const m of missed.items) send(messageFrame({ type: 'message', message: presentMessage(m) }));
      resumed = new ResumedMessages(missed.items);
      const waiting = buffered;
      buffered = null;
      for (const { id, data, updatedAt } of waiting) sendLive(id, data, updatedAt);
      send(messageFrame({ type: 'ready', resumed: missed.items.length, truncated: missed.truncated }));
    };

    const refresh = async (token: string) => {
      const auth = await app.verifyToken(token);
      if (!auth || auth.uid !== request.auth?.uid) return close(SOCKET_CLOSE.unauthorized, 'invalid token');
      expireAt(auth);
      // the socket now lasts as long as the refreshed token's session
      if (client) hub.setSession(client, sessionOf(auth));
    };

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      let frame: SocketClientFrame;
      try {
        if (isBinary) throw new Error('binary');
        // the same bound as a request's JSON body (decision 040): refused before it is parsed
        if (nestsDeeperThan(raw)) throw new Error('too deep');
        frame = socketClientFrameSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        return close(SOCKET_CLOSE.badFrame, 'unreadable frame');
      }
      const fail = (err: unknown) => {
        app.log.error({ err }, 'messaging socket failed');
        close(SOCKET_CLOSE.goingAway, 'server error');
      };
      if (frame.type === 'auth') {
        if (state !== 'waiting') return close(SOCKET_CLOSE.badFrame, 'already authenticated');
        authenticate(frame).catch(fail);
      } else if (state !== 'open') {
        close(SOCKET_CLOSE.unauthorized, 'authenticate first');
      } else if (frame.type === 'token') {
        refresh(frame.token).catch(fail);
      } else {
        send(messageFrame({ type: 'pong' }));
      }
    });

    socket.on('close', () => {
      state = 'closed';
      clearTimeout(authTimer);
      if (expiry) clearTimeout(expiry);
      if (client) hub.remove(client);
    });
  });
};
