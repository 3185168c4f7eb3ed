import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Resumable (tus) uploads in progress, staged in the database so that every server sees them: an
 * upload started through one server continues through any other, with no sticky sessions
 * (decision 047). `offset` is the bytes received; `metadata` is tus's Upload-Metadata as stored
 * by server/storage/tus/upload-metadata.ts (uploader, team, purpose, name). Not tied to a team
 * by a key: a staged upload is nobody's file until it is committed into `files`.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    id: text('id').primaryKey(),
    size: bigint('size', { mode: 'number' }),
    offset: bigint('offset', { mode: 'number' }).notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staged_uploads_created_idx').on(t.createdAt)],
);

/** The bytes of a staged upload, in pieces of at most 1 MiB in the order they arrived. */
export const stagedUploadPieces = pgTable(
  'staged_upload_pieces',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => stagedUploads.id, { onDelete: 'cascade' }),
    start: bigint('start', { mode: 'number' }).notNull(),
    length: integer('length').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.start] })],
);
