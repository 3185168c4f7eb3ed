import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FilePurpose, FileSort } from '@core/api/files';
import type { Db } from '../db/database';
import { files, type FileRow } from '../db/schema/files';
import { users } from '../db/schema/users';
import type { FileOwner } from './file-owner';
import { visibleFilesSql, type FileCaller } from './file-visibility';

export interface FileWithUploader {
  file: FileRow;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
}

/** The files of an owner: an organization's, or a user's personal ones (profile photos). */
export const ownerCondition = (owner: FileOwner): SQL =>
  owner.organizationId !== null
    ? eq(files.organizationId, owner.organizationId)
    : and(isNull(files.organizationId), eq(files.uploadedBy, owner.userId))!;

const withUploader = {
  file: files,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

/** Bytes stored for an owner. */
export const storedBytes = async (db: Pick<Db, 'select'>, owner: FileOwner): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(ownerCondition(owner));
  return Number(row?.total ?? 0);
};

/**
 * One file, only if it belongs to `owner` and `caller` may see it (file-visibility.ts); another
 * owner's file, or one the caller may not see, is simply not found.
 */
export const findVisibleFile = async (db: Db, caller: FileCaller, owner: FileOwner, fileId: string): Promise<FileWithUploader | null> => {
  const [row] = await db
    .select(withUploader)
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(and(eq(files.id, fileId), visibleFilesSql(caller, owner)));
  return row ?? null;
};

export const findFileById = async (db: Db, fileId: string): Promise<FileRow | null> => {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
};

const SORT_COLUMNS = {
  name: sql`lower(${files.name})`,
  size: files.size,
  type: files.contentType,
  uploader: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  timeCreated: files.timeCreated,
} as const;

const orderFor = (sortBy: FileSort): SQL[] => {
  const descending = sortBy.startsWith('-');
  const column = SORT_COLUMNS[(descending ? sortBy.slice(1) : sortBy) as keyof typeof SORT_COLUMNS];
  return [descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, desc(files.timeCreated), asc(files.id)];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ListFilesInput {
  organizationId: string;
  /** only the files this caller may see are listed and counted */
  caller: FileCaller;
  search?: string;
  purpose?: FilePurpose;
  sortBy: FileSort;
  limit: number;
  offset: number;
}

/** A page of the organization's files the caller may see, searched by file name or uploader, with their count. */
export const listOrganizationFiles = async (db: Db, input: ListFilesInput) => {
  const conditions: SQL[] = [visibleFilesSql(input.caller, { organizationId: input.organizationId })];
  if (input.purpose) conditions.push(eq(files.purpose, input.purpose));
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      or(
        ilike(files.name, pattern),
        ilike(files.contentType, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [items, [count]] = await Promise.all([
    db
      .select(withUploader)
      .from(files)
      .leftJoin(users, eq(users.id, files.uploadedBy))
      .where(where)
      .orderBy(...orderFor(input.sortBy))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(files)
      .leftJoin(users, eq(users.id, files.uploadedBy))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
};

export const deleteFileRow = async (db: Db, fileId: string): Promise<FileRow | null> => {
  const [row] = await db.delete(files).where(eq(files.id, fileId)).returning();
  return row ?? null;
};
