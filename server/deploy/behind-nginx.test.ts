import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { md5, parseFile, pdfOf, tusUpload } from '../routes/files/testing/uploads';
import { startS3TestServer, type S3TestServer } from '../storage/testing/s3-test-server';
import { connectAs, type SocketClient } from '../test/messaging-socket';
import { startPgBouncer, type RunningPgBouncer } from '../test/pgbouncer';
import { freePort } from '../test/ports';
import { compileServer, SERVER_OUT } from '../build/compile-server.mjs';
import { waitUntilListening, type ServerProcess } from '../test/server-process';
import { createEmptyDatabase } from '../test/test-app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((b) => existsSync(b));
const MB = 1024 * 1024;
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The compiled server (as `npm start` and the browser tests run it: plain node, no loader) with `env` as its whole environment besides PATH. */
const spawnCompiled = (serve: string, env: Record<string, string>): ServerProcess => {
  const child = spawn(process.execPath, [serve], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout?.on('data', (d: Buffer) => out.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => err.push(d.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
  return { child, stdout: () => out.join(''), stderr: () => err.join(''), exited };
};

/**
 * The repository's nginx site (deploy/nginx/splits.conf) with this run's addresses: the upstream's
 * `server` lines name the three processes, `listen` the balancer's port. Nothing else changes.
 */
const siteFor = (ports: number[], listen: number): string => {
  const site = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'splits.conf'), 'utf8');
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const out = site
    .replace(/(?:^ {4}server 10\.0\.0\.\d+:3000[^\n]*\n)+/m, `${servers}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${listen};`);
  if (!out.includes(`127.0.0.1:${ports[0]}`) || !out.includes(`listen 127.0.0.1:${listen};`))
    throw new Error('splits.conf: upstream or listen not found');
  return out;
};

/** Debian's nginx as this user, in a folder of its own (no root, no system files), with `site` as its only site. */
const startNginx = async (site: string, port: number): Promise<{ stop: () => Promise<void>; output: () => string }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'splits-nginx-'));
  chmodSync(dir, 0o777); // workers run as nobody when the test runs as root
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp), { mode: 0o777 });
  writeFileSync(path.join(dir, 'splits.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${path.join(dir, t)};`),
      `  include ${path.join(dir, 'splits.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    NGINX!,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${path.join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => lines.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => lines.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () =>
    `${lines.join('')}${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 10_000; ;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { stop, output };
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        const printed = output();
        await stop();
        throw new Error(`nginx did not start: ${printed}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
};

/**
 * Issue 25, "tested as it will run": three server processes behind Debian's nginx with the
 * repository's config, on PostgreSQL through PgBouncer in transaction mode (LISTEN straight to
 * PostgreSQL), files in an S3 server, each process with a DATA_DIR of its own. The three start at
 * once on an empty database.
 */
describe.skipIf(!NGINX)('three servers behind nginx, PgBouncer and S3 (skipped without nginx: bash scripts/ensure-nginx.sh)', () => {
  let s3: S3TestServer;
  let bouncer: RunningPgBouncer;
  let database: { url: string; drop: () => Promise<void> };
  let nginx: { stop: () => Promise<void>; output: () => string };
  const servers: ServerProcess[] = [];
  const direct: string[] = [];
  const dataDirs: string[] = [];
  let balancer = '';

  beforeAll(async () => {
    // a folder of its own: the browser suite's server may be running from dist/server meanwhile
    const { serve } = await compileServer(path.join(SERVER_OUT, '..', 'server-behind-nginx'));
    s3 = await startS3TestServer();
    bouncer = await startPgBouncer(inject('adminDatabaseUrl'), 6);
    database = await createEmptyDatabase();
    const ports = [await freePort(), await freePort(), await freePort()];
    const listen = await freePort();
    balancer = `http://127.0.0.1:${listen}`;
    const shared = {
      NODE_ENV: 'production',
      PUBLIC_URL: balancer,
      DATABASE_URL: bouncer.urlFor(database.url),
      DATABASE_LISTEN_URL: database.url,
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATABASE_POOL_MAX: '4',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...s3.env,
    };
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-behind-nginx-'));
      dataDirs.push(dataDir);
      direct.push(`http://127.0.0.1:${port}`);
      servers.push(spawnCompiled(serve, { ...shared, PORT: String(port), DATA_DIR: dataDir }));
    }
    // all three at once on the empty database: one migrates, the others wait for its lock
    await Promise.all(servers.map((s) => waitUntilListening(s, 100_000)));
    nginx = await startNginx(siteFor(ports, listen), listen);
  }, 150_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await bouncer?.stop();
    await database?.drop();
    await s3?.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  it('signs up, signs in, uploads across servers, fans a message out to every server, and answers metrics', async () => {
    // the three started together migrated the empty database once
    const migrations = (
      JSON.parse(readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    ).entries.length;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;
    await client.end();
    expect(applied).toBe(migrations);
    for (const base of [balancer, ...direct]) expect((await fetch(`${base}/api/ready`)).status, base).toBe(200);

    // sign up and sign in through the balancer (the origin is PUBLIC_URL, the balancer's address)
    const email = `nginx-${Date.now()}@example.test`;
    const password = 'behind-nginx-2026';
    const headers = { 'content-type': 'application/json', origin: balancer };
    const signUp = await fetch(`${balancer}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, name: 'Nginx Coach' }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const signIn = await fetch(`${balancer}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { token } = (await (await fetch(`${balancer}/api/auth/token`, { headers: { cookie } })).json()) as { token: string };
    const api = (base: string, method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await api(balancer, 'POST', '/api/user/register/post', { firstName: 'Nginx', lastName: 'Coach' })).status).toBe(200);
    const team = await api(balancer, 'POST', '/api/organizations/post', { name: 'Balanced Team' });
    expect(team.status).toBe(200);
    const orgId = ((await team.json()) as { id: string }).id;
    // the token works on every process (same AUTH_SECRET, keys in the database)
    for (const base of direct) expect((await api(base, 'GET', `/api/organization/get?organizationId=${orgId}`)).status, base).toBe(200);

    // a resumable upload started on one server and finished on another; the file is in S3, seen through the balancer
    const data = pdfOf(Math.round(2.5 * MB), 25);
    const metadata = { orgId, purpose: 'document', filename: 'meet-entries.pdf', filetype: 'application/pdf' };
    const first = await tusUpload({ baseUrl: direct[0]!, token, data, metadata, chunkSize: 1 * MB, abortAfterBytes: 1 * MB });
    expect(first.kind).toBe('aborted');
    const uploadPath = new URL((first as { url: string }).url).pathname;
    const rest = await tusUpload({ baseUrl: direct[1]!, token, data, metadata, chunkSize: 1 * MB, uploadUrl: `${direct[1]}${uploadPath}` });
    expect(rest.kind, JSON.stringify(rest)).toBe('success');
    const done = rest as { body: string; firstOffset: number };
    expect(done.firstOffset).toBeGreaterThan(0);
    const file = parseFile(done.body);
    expect(file).toMatchObject({ size: data.length, md5Hash: md5(data) });
    expect((await api(balancer, 'GET', `/api/files/get?orgId=${orgId}&fileId=${file.id}`)).status).toBe(200);

    // a message posted through the balancer reaches a socket on every server, and one through nginx
    const channels = (await (await api(balancer, 'GET', `/api/messaging/channels/get?orgId=${orgId}`)).json()) as {
      items: { id: string; kind: string }[];
    };
    const channelId = channels.items.find((c) => c.kind === 'announcements')!.id;
    const sockets: SocketClient[] = [];
    try {
      for (const base of [...direct, balancer]) sockets.push(await connectAs(base, balancer, token, orgId));
      const text = `to every server ${Date.now()}`;
      expect((await api(balancer, 'POST', `/api/messaging/messages/post?orgId=${orgId}&channelId=${channelId}`, { text })).status).toBe(
        200,
      );
      for (const socket of sockets) expect((await socket.waitForMessage(text)).text).toBe(text);
    } finally {
      for (const socket of sockets) socket.close();
    }

    // metrics: through the balancer (one process's) and from each process, with the token only
    expect((await fetch(`${balancer}/api/metrics`)).status).toBe(401);
    for (const base of [balancer, ...direct]) {
      const metrics = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status, base).toBe(200);
      const body = await metrics.text();
      expect(body).toMatch(/^http_requests_total\{.*route="\/api\/ready".*\} \d+/m);
      expect(body).toContain('splits_db_pool_connections');
    }
    // the balancer gave each request an id the server answered with
    expect((await fetch(`${balancer}/api/health`)).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  }, 90_000);
});
