import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { METRICS_PATH } from '../metrics';

/**
 * Per-minute limit on /api calls, keyed by the verified bearer subject when there is one, else
 * by IP. It runs at preValidation, after a call's token check has set request.auth.
 */
export const registerRateLimit = async (app: FastifyInstance, config: Config): Promise<void> => {
  await app.register(rateLimit, {
    global: true,
    hook: 'preValidation',
    max: config.rateLimitMax,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.auth ? `user:${request.auth.uid}` : `ip:${request.ip}`),
    // load balancers probe /api/health and /api/ready often, from one address; Prometheus scrapes /api/metrics
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url === '/api/health' || request.url === '/api/ready' || request.url === METRICS_PATH,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests: retry in ${context.after}`, { code: 'rate-limited' }),
  });
};
