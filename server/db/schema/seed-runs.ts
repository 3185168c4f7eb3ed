import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeds applied to this database, once each (`demo`: the demo team, server/seed/demo.ts). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
