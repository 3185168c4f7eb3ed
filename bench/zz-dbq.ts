// TEMP: query latency: raw pg vs drizzle authorize
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { freePort, startChild } from './child-server';
import { createOwner } from './identity';
import { createDrizzle } from '../server/db/database';
import { memberships, organizations, users } from '../server/db/schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-dbq-'));
chmodSync(dataDir, 0o755);
const [port, pgPort] = [await freePort(), await freePort()];
const baseURL = `http://127.0.0.1:${port}`;
const app = await startChild(path.resolve('server/main.ts'), { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'production' }, `${baseURL}/api/sport-events/get`);
const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/splits`;
try {
  const { orgId, token } = await createOwner(baseURL);
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = createDrizzle(pool);
  const stat = async (name: string, f: () => Promise<unknown>, n = 2000, conc = 1) => {
    for (let i = 0; i < 100; i++) await f();
    const ts: number[] = [];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(Array.from({ length: conc }, async () => { for (let i = 0; i < n / conc; i++) { const t = performance.now(); await f(); ts.push(performance.now() - t); } }));
    const wall = performance.now() - t0; const c = process.cpuUsage(c0);
    ts.sort((a, b) => a - b);
    console.log(`${name.padEnd(28)} conc ${conc} ${(n / wall * 1000).toFixed(0)} q/s  p50 ${ts[n >> 1]!.toFixed(2)} p90 ${ts[Math.floor(n * 0.9)]!.toFixed(2)} p99 ${ts[Math.floor(n * 0.99)]!.toFixed(2)}  node cpu/q ${((c.user + c.system) / n).toFixed(0)}us`);
  };
  const raw = () => pool.query('select id, name, kind, location from organizations where id = $1', [orgId]);
  const drz = () => db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  const authz = () => db.select({ user: users, role: memberships.role, orgExists: sql<boolean>`exists (select 1 from ${organizations} o where o.id = ${orgId})` }).from(users).leftJoin(memberships, sql`${memberships.userId} = ${users.id} and ${memberships.organizationId} = ${orgId}`).where(eq(users.uid, uid)).limit(1);
  const authzP = db.select({ user: users, role: memberships.role, orgExists: sql<boolean>`exists (select 1 from ${organizations} o where o.id = ${sql.placeholder('orgId')})` }).from(users).leftJoin(memberships, sql`${memberships.userId} = ${users.id} and ${memberships.organizationId} = ${sql.placeholder('orgId')}`).where(eq(users.uid, sql.placeholder('uid'))).limit(1).prepare('authz_p');
  const rawNamed = () => pool.query({ name: 'raw_named', text: 'select id, name, kind, location from organizations where id = $1', values: [orgId] });
  const oneQ = `select o.id, o.name, o.kind, o.location, o.logo, o.primary_color, o.units, o.hand_time_conversion, o.timezone, o.created_at, o.updated_at, m.role, u.is_product_admin
    from organizations o left join users u on u.uid = $2 left join memberships m on m.organization_id = o.id and m.user_id = u.id where o.id = $1`;
  const rawOrg = () => pool.query({ name: 'org_as', text: oneQ, values: [orgId, uid] });
  for (const conc of [1, 20]) {
    await stat('raw pg select', raw, 4000, conc);
    await stat('raw pg named', rawNamed, 4000, conc);
    await stat('raw pg org+role named', rawOrg, 4000, conc);
    await stat('drizzle find org', drz, 4000, conc);
    await stat('drizzle authorize', authz, 4000, conc);
    await stat('drizzle authorize prepared', () => authzP.execute({ orgId, uid }), 4000, conc);
  }
  await pool.end();
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
