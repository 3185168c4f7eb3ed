import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { createAccessCache, type AccessCache } from '../auth/access-cache';
import { createAccessEvents, type AccessEvents } from '../auth/access-events';
import { loadAccessRow, type AccessRow } from '../auth/authorization';
import { createAuth, type Auth } from '../auth/better-auth';
import { mountAuth } from '../auth/mount';
import { createSessionCheck } from '../auth/session-check';
import { bearerToken, createTokenVerifier, type AuthContext } from '../auth/verify-token';
import { unauthorized } from '../http/http-error';
import { NOTIFY_CHANNELS, parseAccessChange } from '../db/notify';
import { listenTo } from '../realtime/pg-listener';
import type { SendMail } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    betterAuth: Auth;
    /** verifies the request's bearer token and sets request.auth, or throws 401 */
    authenticate: (request: FastifyRequest) => Promise<AuthContext>;
    /** verifies a bearer token given another way than the header (the messaging socket's first frame) */
    verifyToken: (token: string) => Promise<AuthContext | null>;
    /** callers' access rows per team, kept while the access feed is up (auth/access-cache.ts) */
    accessRows: AccessCache<AccessRow>;
    /** sessions that end and access that changes, in any process, as this process hears of them (auth/access-events.ts) */
    accessEvents: AccessEvents;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Identity: better-auth at /api/auth/*, and the bearer-token check every protected call runs. */
export const authPlugin = fp<{ config: Config; sendMail: SendMail }>(
  async (app, { config, sendMail }) => {
    const accessEvents = createAccessEvents();
    /**
     * A cache kept true by a LISTEN feed: trusted while the feed is up, emptied when it comes back
     * (and the rights granted earlier, the live sockets, checked again: `gap`).
     */
    const feed = (channel: string, onPayload: (payload: string) => void, cache: { feedResumed: () => void; feedLost: () => void }) =>
      listenTo(
        app.listenConnection,
        channel,
        onPayload,
        () => {
          cache.feedResumed();
          accessEvents.emit({ kind: 'gap' });
        },
        (message) => app.log.warn(message),
        cache.feedLost,
      );
    const sessions = createSessionCheck(app.pool);
    // every process hears of every session that ends (sign-out, revocation, deletion), so its cache
    // of live sessions stays true and the sockets of that session close
    const sessionFeed = feed(
      NOTIFY_CHANNELS.sessionEnded,
      (sessionId) => {
        sessions.ended(sessionId);
        accessEvents.emit({ kind: 'session-ended', sessionId });
      },
      sessions,
    );
    // and of every change to a team's row (its data version included), memberships or profiles
    const accessRows = createAccessCache(loadAccessRow(app.db), (row) => row?.organization != null && row.role != null);
    const accessFeed = feed(
      NOTIFY_CHANNELS.accessChanged,
      (payload) => {
        accessRows.changed(payload);
        accessEvents.emit(parseAccessChange(payload));
      },
      accessRows,
    );
    await Promise.all([sessionFeed.ready, accessFeed.ready]);
    sessions.feedResumed();
    accessRows.feedResumed();
    app.decorate('accessRows', accessRows);
    app.decorate('accessEvents', accessEvents);
    // A write answered by this process is read back at once by its caller: the cache starts again
    // before the answer goes out, not when the NOTIFY comes back.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') accessRows.clear();
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      await Promise.all([sessionFeed.close(), accessFeed.close()]);
    });
    const auth = createAuth({
      config,
      db: app.db,
      sendMail,
      files: () => ({
        backend: app.storage.backend,
        onError: (err, file) => app.log.warn({ err, key: file.fullPath }, 'could not remove the bytes of a deleted file'),
      }),
      onIdentityGone: sessions.forget,
      log: (level, message) => app.log[level](message),
    });
    const verify = createTokenVerifier({
      config,
      sessions,
      loadLocalJwks: async () => (await auth.api.getJwks()) as JSONWebKeySet,
    });
    app.decorate('betterAuth', auth);
    app.decorate('verifyToken', verify);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const context = token ? await verify(token) : null;
      if (!context) throw unauthorized();
      request.auth = context;
      return context;
    });
    await mountAuth(app, auth, config.publicUrl);
  },
  { name: 'splits-auth', dependencies: ['splits-db'] },
);
