import fp from 'fastify-plugin';
import { purgeEndedInvites } from '../services/invites/purge';

/** How often each server deletes what the product no longer keeps (the deletes are idempotent, so several servers may). */
export const HOUSEKEEPING_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Periodic deletes of what the product no longer keeps: invites that ended 90 days ago
 * (services/invites/purge.ts). Once when the server is ready, then every HOUSEKEEPING_EVERY_MS; a
 * failure is logged and tried again next time.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        const invites = await purgeEndedInvites(app.db);
        if (invites > 0) app.log.info({ invites }, 'housekeeping: ended invites deleted');
      } catch (e) {
        app.log.warn({ err: e }, 'housekeeping failed; tried again later');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const start = () => {
      running = running.then(run);
    };
    // not awaited: the server answers meanwhile
    app.addHook('onReady', async () => {
      start();
      timer = setInterval(start, HOUSEKEEPING_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'splits-housekeeping', dependencies: ['splits-db'] },
);
