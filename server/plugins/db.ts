import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Shares the already-open database (opened by main.ts or a test) with every route. */
export const dbPlugin = fp<{ db: Db; pool: pg.Pool }>(
  async (app, { db, pool }) => {
    app.decorate('db', db);
    app.decorate('pool', pool);
  },
  { name: 'splits-db' },
);
