import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Metadata of every stored object (the seed's storage fields) with its owner. The bytes live in
 * the storage backend under `full_path`, a generated key; `name` is the user's file name, kept
 * here only. Profile photos belong to their user (no organization); every other file (athlete
 * photos too) to one organization.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    bucket: text('bucket').notNull(),
    fullPath: text('full_path').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    md5Hash: text('md5_hash').notNull(),
    customMetadata: jsonb('custom_metadata').$type<Record<string, string>>().notNull().default({}),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_bucket_full_path_uq').on(t.bucket, t.fullPath),
    index('files_org_created_idx').on(t.organizationId, t.timeCreated),
    index('files_uploader_purpose_idx').on(t.uploadedBy, t.purpose),
    check('files_purpose_check', sql`${t.purpose} in ('profile-photo', 'logo', 'athlete-photo', 'attachment', 'document', 'course-map')`),
    check('files_owner_check', sql`(${t.organizationId} is null) = (${t.purpose} = 'profile-photo')`),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

export type FileRow = typeof files.$inferSelect;
