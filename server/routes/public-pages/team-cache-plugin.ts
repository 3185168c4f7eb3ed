/**
 * The public pages' team cache (public-team-cache.ts), app-wide: it hears the access feed, and a write
 * answered by this process empties it before the answer goes out (as the access rows are), so
 * whoever saved a result or withdrew a consent reads the public page of the new version at once.
 * Registered before the routes, so its hook runs for all of them.
 */
import fp from 'fastify-plugin';
import { createPublicTeamCache, type PublicTeamCache } from '../../services/public-pages/public-team-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicTeams: PublicTeamCache;
  }
}

export const publicTeamCachePlugin = fp(
  async (app) => {
    const teams = createPublicTeamCache(app.db);
    const stopHearing = app.accessEvents.subscribe((event) => teams.heard(event));
    app.addHook('onClose', (_app, done) => {
      stopHearing();
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') teams.forgetAll();
      done(null, payload);
    });
    app.decorate('publicTeams', teams);
  },
  { name: 'splits-public-teams', dependencies: ['splits-auth'] },
);
