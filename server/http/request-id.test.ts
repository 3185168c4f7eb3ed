import { Writable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganizations } from '@core/api/organizations';
import { buildApp } from '../app';
import { createUser, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('request ids', () => {
  const t = useTestApp();
  const lines: { reqId?: string; msg?: string }[] = [];
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(t);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as { reqId?: string });
        done();
      },
    });
    // the same database, with the log on (the test app's is silent)
    app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: { db: t.db, pool: t.pool },
      logStream: stream,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  /** The log lines written while `run` ran. */
  const linesOf = async (run: () => Promise<unknown>) => {
    const from = lines.length;
    await run();
    await new Promise((r) => setImmediate(r));
    return lines.slice(from);
  };

  it("takes the proxy's X-Request-Id, echoes it, and puts it on every line of the request", async () => {
    let status = 0;
    let echoed: unknown;
    const logged = await linesOf(async () => {
      const res = await call(app, getOrganizations, { as: user, headers: { 'x-request-id': 'lb-7f3a.42' } });
      status = res.statusCode;
      echoed = res.headers['x-request-id'];
    });
    expect(status).toBe(200);
    expect(echoed).toBe('lb-7f3a.42');
    expect(logged.length).toBeGreaterThanOrEqual(2); // incoming request, request completed
    for (const line of logged) expect(line.reqId).toBe('lb-7f3a.42');
  });

  it("uses a traceparent's trace id when there is no X-Request-Id", async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(res.headers['x-request-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('makes a new id when none is given, or the given one is unsafe, errors and 404s included', async () => {
    const first = await app.inject({ url: '/api/health' });
    const second = await app.inject({ url: '/api/no-such-call' });
    expect(second.statusCode).toBe(404);
    const forged = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'a"} {"level":60' } });
    const long = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(129) } });
    const ids = [first, second, forged, long].map((r) => String(r.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
  });

  it("carries the id on better-auth's lines too (a reset mail written to DATA_DIR/mail)", async () => {
    const logged = await linesOf(() =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { 'x-request-id': 'reset-req-1' },
        payload: { email: user.email, redirectTo: `${TEST_PUBLIC_URL}/auth/confirm` },
      }),
    );
    expect(logged.some((l) => l.msg?.startsWith('mail written to'))).toBe(true);
    for (const line of logged) expect(line.reqId, JSON.stringify(line)).toBe('reset-req-1');
  });
});
