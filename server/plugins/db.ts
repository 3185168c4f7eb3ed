import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    /**
     * Where a LISTEN connection goes: DATABASE_LISTEN_URL when set (DATABASE_URL is then a pooler
     * in transaction mode, where LISTEN would be lost with the session), else the pool's database.
     */
    listenConnection: pg.ClientConfig;
  }
}

/** Shares the already-open database (opened by main.ts or a test) with every route. */
export const dbPlugin = fp<{ db: Db; pool: pg.Pool; listenUrl?: string }>(
  async (app, { db, pool, listenUrl }) => {
    app.decorate('db', db);
    app.decorate('pool', pool);
    const listenConnection: pg.ClientConfig = listenUrl
      ? { connectionString: listenUrl, connectionTimeoutMillis: pool.options.connectionTimeoutMillis }
      : pool.options;
    app.decorate('listenConnection', listenConnection);
  },
  { name: 'splits-db' },
);
