import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@core/api/health';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/database-unavailable';
import { HttpError } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { storeProblem } from '../../storage/store-check';

/** How long /api/ready waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

const unavailable = () => new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database-unavailable' });
const STORE_UNAVAILABLE_MESSAGE = 'The file store cannot be reached right now. Try again in a few seconds.';

const databaseAnswers = async (app: FastifyInstance): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unavailable()), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([app.pool.query('select 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * /api/health (the process is alive) and /api/ready (the database and the file store answer), for
 * load balancers. Both checks run at once; a failed store is logged with its cause.
 */
export const healthRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, getHealth, async () => ({ status: 'ok' as const }));

  registerCall(app, getReady, async ({ request }) => {
    const [database, store] = await Promise.all([databaseAnswers(app), storeProblem(app.storage.backend)]);
    if (!database) throw unavailable(); // 503 with Retry-After (error handler)
    if (store !== undefined) {
      request.log.warn({ cause: store }, 'file store check failed');
      throw new HttpError(503, STORE_UNAVAILABLE_MESSAGE, { code: 'storage-unavailable' });
    }
    return { status: 'ready' as const };
  });
};
