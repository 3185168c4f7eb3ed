import fp from 'fastify-plugin';
import { purgeEndedInvites } from '../services/invites/purge';

/** How often each server deletes what the product no longer keeps (the deletes are idempotent, so several servers may). */
export const HOUSEKEEPING_EVERY_MS = 6 * 60 * 60 * 1000;

/** The first round's wait after the server is ready: a start (several servers after a deploy) is busy enough. */
export const HOUSEKEEPING_FIRST_AFTER_MS = 60 * 1000;

/**
 * Periodic deletes of what the product no longer keeps: invites that ended 90 days ago
 * (services/invites/purge.ts). A minute after the server is ready (`firstAfterMs`), then every
 * HOUSEKEEPING_EVERY_MS; a failure is logged and tried again next time.
 */
export const housekeepingPlugin = fp<{ firstAfterMs?: number }>(
  async (app, { firstAfterMs = HOUSEKEEPING_FIRST_AFTER_MS }) => {
    const run = async () => {
      try {
        const invites = await purgeEndedInvites(app.db);
        if (invites > 0) app.log.info({ invites }, 'housekeeping: ended invites deleted');
      } catch (e) {
        app.log.warn({ err: e }, 'housekeeping failed; tried again later');
      }
    };
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const start = () => {
      running = running.then(run);
    };
    app.addHook('onReady', async () => {
      first = setTimeout(start, firstAfterMs);
      first.unref();
      timer = setInterval(start, HOUSEKEEPING_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'splits-housekeeping', dependencies: ['splits-db'] },
);
