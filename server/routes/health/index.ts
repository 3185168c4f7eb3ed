import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@core/api/health';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/database-unavailable';
import { HttpError } from '../../http/http-error';
import { registerCall } from '../../http/register-call';

/** How long /api/ready waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

const unavailable = () => new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database-unavailable' });

/** /api/health (the process is alive) and /api/ready (the database answers), for load balancers. */
export const healthRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, getHealth, async () => ({ status: 'ok' as const }));

  registerCall(app, getReady, async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(unavailable()), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.pool.query('select 1'), timeout]);
    } catch {
      throw unavailable(); // 503 with Retry-After (error handler)
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' as const };
  });
};
