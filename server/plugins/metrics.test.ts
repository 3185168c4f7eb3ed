import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAthlete } from '@core/api/athletes';
import { getOrganizations } from '@core/api/organizations';
import { buildApp } from '../app';
import { createOrganization } from '../test/factories';
import { call } from '../test/http';
import { openSocket } from '../test/messaging-socket';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /api/metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) => t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token, or with another', async () => {
    for (const res of [await scrape(), await scrape('Bearer not-the-token'), await scrape(TOKEN)]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests and their latency per route pattern, with the pool, sockets, image queue and event-loop lag', async () => {
    const { organization, owner } = await createOrganization(t);
    expect((await call(t.app, getOrganizations, { as: owner })).statusCode).toBe(200);
    expect((await call(t.app, getOrganizations, { as: owner })).statusCode).toBe(200);
    const missing = await call(t.app, getAthlete, {
      as: owner,
      query: { orgId: organization.id, athleteId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/no-such-call/${organization.id}` })).statusCode).toBe(404);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(base, TEST_PUBLIC_URL);

    const res = await scrape(`Bearer ${TOKEN}`);
    socket.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/organizations/get",status_code="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/athlete/get",status_code="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/organizations\/get",status_code="200"\} \d/,
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/organizations/get",status_code="200"} 2');
    // never the raw address: no ids, no query strings
    expect(text).not.toContain(organization.id);
    expect(text).not.toContain('?');
    expect(text).toContain('splits_db_pool_connections{state="max"} 5'); // the test pool's size
    expect(text).toMatch(/splits_db_pool_connections\{state="idle"\} \d/);
    expect(text).toContain('splits_db_pool_waiting 0');
    expect(text).toContain('splits_websocket_clients 1');
    expect(text).toContain('splits_image_renders{state="waiting"} 0');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('is not there (404) when METRICS_TOKEN is unset', async () => {
    const app = await buildApp({
      config: { ...t.config, metricsToken: undefined },
      database: { db: t.db, pool: t.pool },
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    try {
      const res = await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
