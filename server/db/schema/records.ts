import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { performanceMarkColumns } from './mark-columns';

/**
 * Cross-country courses. `distances` are catalogue event slugs run on the course (xc-5k,
 * xc-2mile...); `map_image` is the URL of an image uploaded through the files feature.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distances: text('distances')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    surface: text('surface').notNull().default(''),
    notes: text('notes').notNull().default(''),
    mapImage: text('map_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_org_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);

/**
 * Records that predate the system (athletes not on the roster), typed by hand or imported: team
 * records when `course_id` is null, else course records. Only legal marks are kept (a wind-aided
 * mark or a non-mark is refused on the way in), in the results table's canonical columns and sort
 * keys (server/db/schema/results.ts); the season is derived from the date when saved.
 */
export const historicalRecords = pgTable(
  'historical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the team's and the course's keys are kept by triggers, one check per statement, where a
    // foreign key looked up every row (migration 0020, decision 030): a missing team or course is
    // refused, deleting one deletes its records
    organizationId: uuid('organization_id').notNull(),
    courseId: uuid('course_id'),
    eventType: text('event_type').notNull(),
    indoor: boolean('indoor').notNull(),
    athleteNames: text('athlete_names').array().notNull(),
    ...performanceMarkColumns(),
    windTenths: smallint('wind_tenths'),
    sortValue: bigint('sort_value', { mode: 'number' }).notNull(),
    sortValueRaw: bigint('sort_value_raw', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    season: text('season').notNull(),
    seasonYear: integer('season_year').notNull(),
    meetName: text('meet_name').notNull().default(''),
    grade: smallint('grade'),
    note: text('note').notNull().default(''),
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('historical_records_org_event_idx').on(t.organizationId, t.eventType, t.indoor),
    // team records (no course) stay out of it
    index('historical_records_course_idx')
      .on(t.courseId)
      .where(sql`${t.courseId} is not null`),
    check(
      'historical_records_mark_check',
      sql`(${t.markKind} = 'time' and ${t.ms} > 0 and ${t.timing} in ('fat', 'hand')) or (${t.markKind} = 'length' and ${t.mm} > 0)`,
    ),
    check('historical_records_season_check', sql`${t.season} in ('indoor', 'outdoor', 'cross-country')`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type HistoricalRecordRow = typeof historicalRecords.$inferSelect;
