import { sql } from 'drizzle-orm';
import type { HandTimeRule } from '@core/marks';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    location: text('location').notNull().default(''),
    logo: text('logo'),
    primaryColor: text('primary_color').notNull(),
    units: text('units').notNull(),
    handTimeConversion: boolean('hand_time_conversion').notNull().default(true),
    /** the named rule converting hand times to FAT (HAND_TIME_RULES in core/marks; migration 0031) */
    handTimeRule: text('hand_time_rule').$type<HandTimeRule>().notNull().default('splits'),
    /**
     * An IANA name from core/schedule/time-zones (checked by the contract; the check here refuses
     * what is not even shaped like one). Schedule events are read in it (migration 0023).
     */
    timezone: text('timezone').notNull(),
    /** high-school, college or open: the hurdle heights and implement weights shown beside event names */
    competitionLevel: text('competition_level').notNull().default('high-school'),
    /** entry limit: at most this many events per athlete in one meet (null: no limit); warned, not refused */
    maxEventsPerAthlete: integer('max_events_per_athlete'),
    /** whether relay legs count toward the entry limit */
    relaysCountTowardLimit: boolean('relays_count_toward_limit').notNull().default(true),
    /** whether a joiner by the invite link waits for an owner or admin to accept them (off: they join at once, as in the seed) */
    joinApproval: boolean('join_approval').notNull().default(false),
    /** the team's bib range, numbers handed out by "assign bibs" (migration 0027); null: bibs typed by hand */
    bibRangeStart: integer('bib_range_start'),
    bibRangeEnd: integer('bib_range_end'),
    /** secret carried by the invite link; rotating it kills old links */
    inviteToken: text('invite_token').notNull(),
    /**
     * Bumped by triggers (migration 0005; the tables that bump it: ./triggers.ts) whenever the team's
     * athletes, meets, entries, results or mark settings change: cached answers keyed by it can
     * never be stale, in any process.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_name_lower_idx').on(sql`lower(${t.name})`),
    index('organizations_created_at_idx').on(t.createdAt),
    check(
      'organizations_bib_range_check',
      sql`(${t.bibRangeStart} IS NULL AND ${t.bibRangeEnd} IS NULL) OR (${t.bibRangeStart} BETWEEN 1 AND 99999 AND ${t.bibRangeEnd} BETWEEN ${t.bibRangeStart} AND 99999)`,
    ),
    check('organizations_hand_time_rule_check', sql`${t.handTimeRule} in ('splits', 'world-athletics-ncaa', 'tfn', 'nfhs')`),
    check('organizations_timezone_check', sql`${t.timezone} ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$'`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
