import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../http/error-body';

export const METRICS_PATH = '/api/metrics';

/** seconds: from a cached answer (a few ms) to a slow import or export */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
};

/**
 * Prometheus metrics of this process at GET /api/metrics, readable with `Authorization: Bearer
 * METRICS_TOKEN` (401 without it; no endpoint and no per-request cost when the token is unset):
 * requests and their latency per route pattern (never the raw address: ids would make a series
 * each), the database pool, the LISTEN-fed WebSockets, the image render queue, and Node's own
 * (event-loop lag, heap, CPU, GC). Each process answers for itself; Prometheus scrapes each one.
 */
export const metricsPlugin = fp<{ token?: string }>(
  async (app, { token }) => {
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, per route pattern',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // the route's pattern (/api/athlete/get, /api/images/*); unmatched addresses share one label
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    new Gauge({
      name: 'splits_db_pool_connections',
      help: 'Connections of the database pool by state (LISTEN connections apart)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { totalCount, idleCount, options } = app.pool;
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'idle' }, idleCount);
        this.set({ state: 'max' }, options.max ?? 10);
      },
    });
    new Gauge({
      name: 'splits_db_pool_waiting',
      help: 'Queries waiting for a pool connection',
      registers: [registry],
      collect() {
        this.set(app.pool.waitingCount);
      },
    });
    new Gauge({
      name: 'splits_websocket_clients',
      help: 'Open messaging WebSockets of this process',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0);
      },
    });
    new Gauge({
      name: 'splits_image_renders',
      help: 'Image renditions running and waiting their turn (the image endpoint answers 503 past IMAGE_RENDER_QUEUE)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { active, waiting } = app.hasDecorator('images') ? app.images.renders() : { active: 0, waiting: 0 };
        this.set({ state: 'active' }, active);
        this.set({ state: 'waiting' }, waiting);
      },
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody(401, 'Unauthorized'));
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'splits-metrics', dependencies: ['splits-db'] },
);
