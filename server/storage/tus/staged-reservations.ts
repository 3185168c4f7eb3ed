import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Every upload staged in `dir` (tus keeps `<id>.json` beside each upload's bytes). */
export const listStagedUploads = async (dir: string): Promise<StagedUpload[]> => {
  const names = await readdir(dir).catch(() => [] as string[]);
  const uploads = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (name): Promise<StagedUpload | null> => {
        try {
          const info = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
            id?: string;
            size?: number;
            metadata?: Record<string, string | null>;
          };
          const meta = fromStoredMetadata(info.metadata);
          if (!meta || typeof info.size !== 'number') return null;
          return { id: info.id ?? name.slice(0, -5), userId: meta.userId, orgId: meta.orgId, size: info.size };
        } catch {
          return null; // removed meanwhile, or half written
        }
      }),
  );
  return uploads.filter((u): u is StagedUpload => u !== null);
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
 * Runs creation checks one at a time in this process, so two uploads created together cannot
 * both fit in the same room (the staging folder is this process's, decision 008).
 */
export const oneAtATime = () => {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  };
};
