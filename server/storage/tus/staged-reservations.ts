import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stagedUploads } from '../../db/schema';
import type { FileOwner } from '../file-owner';
import { StorageError } from '../storage-error';
import { fromStoredMetadata } from './upload-metadata';

/** One resumable upload in progress, as its staging record declares it. */
export interface StagedUpload {
  id: string;
  userId: string;
  orgId: string | null;
  /** the declared total size: what the upload reserves until it is committed, terminated or expires */
  size: number;
}

/** Every upload in progress, on every server (they are staged in the database). */
export const listStagedUploads = async (db: Db): Promise<StagedUpload[]> => {
  const rows = await db.select({ id: stagedUploads.id, size: stagedUploads.size, metadata: stagedUploads.metadata }).from(stagedUploads);
  return rows.flatMap((row) => {
    const meta = fromStoredMetadata(row.metadata);
    return meta && row.size !== null ? [{ id: row.id, userId: meta.userId, orgId: meta.orgId, size: row.size }] : [];
  });
};

const sameOwner = (upload: StagedUpload, owner: FileOwner): boolean =>
  owner.organizationId ? upload.orgId === owner.organizationId : upload.orgId === null && upload.userId === owner.userId;

/** Bytes the owner's uploads in progress reserve against its quota. */
export const reservedBytes = (staged: StagedUpload[], owner: FileOwner): number =>
  staged.filter((u) => sameOwner(u, owner)).reduce((sum, u) => sum + u.size, 0);

/** Refuses one more upload in progress from a user who already has `max`. */
export const checkStagedCount = (staged: StagedUpload[], userId: string, max: number): void => {
  const mine = staged.filter((u) => u.userId === userId).length;
  if (mine >= max) {
    throw new StorageError(
      'quota-exceeded',
      `You already have ${mine} uploads in progress (at most ${max}). Let one finish or cancel it, then try again.`,
      429,
    );
  }
};

/**
 * Runs creation checks one at a time across every server, so two uploads created together cannot
 * both fit in the same room: in turn within this process (so it holds at most one connection for
 * this), then under a transaction-scoped advisory lock held until the creation is stored (a
 * transaction lock also holds behind a transaction-mode pooler). Creations are rare.
 */
export const oneCreationAtATime = (db: Db) => {
  let chain: Promise<unknown> = Promise.resolve();
  const locked = <T>(run: () => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('splits.staged-upload-creation', 0))`);
      return run();
    });
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.then(
      () => locked(run),
      () => locked(run),
    );
    chain = next.catch(() => undefined);
    return next;
  };
};
