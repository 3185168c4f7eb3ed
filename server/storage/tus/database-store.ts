import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { and, asc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stagedUploadPieces, stagedUploads } from '../../db/schema';

/** Bytes are kept in rows of at most this size: a chunk (up to 32 MB) is several rows. */
const PIECE_BYTES = 1024 * 1024;
/** Pieces read per query when a finished upload is written out for its commit. */
const PIECES_PER_READ = 8;

/**
 * tus's data store on PostgreSQL (decision 047): an upload in progress is a `staged_uploads` row
 * and its bytes `staged_upload_pieces`, so every server sees every upload and any of them may take
 * the next chunk. A chunk is written piece by piece, each piece in a transaction that moves the
 * offset only from the value the chunk started at: two servers writing one upload at once cannot
 * both succeed (the second answers 409, as tus does for a wrong offset). Bytes received before a
 * dropped connection are kept, so the client resumes after them.
 */
export class DatabaseStore extends DataStore {
  constructor(
    private readonly db: Db,
    /** local folder where a finished upload is written out for its commit */
    private readonly scratchDir: string,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.db.insert(stagedUploads).values({ id: upload.id, size: upload.size ?? null, metadata: upload.metadata ?? {} });
    upload.storage = { type: 'database', path: upload.id };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const [row] = await this.db.select().from(stagedUploads).where(eq(stagedUploads.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size ?? undefined,
      offset: row.offset,
      metadata: row.metadata,
      creation_date: row.createdAt.toISOString(),
      storage: { type: 'database', path: id },
    });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async () => {
      if (heldBytes === 0) return;
      const bytes = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      at = await this.appendPiece(id, at, bytes);
    };
    try {
      for await (const chunk of readable) {
        let rest = chunk as Buffer;
        while (rest.length > 0) {
          const take = Math.min(rest.length, PIECE_BYTES - heldBytes);
          held.push(rest.subarray(0, take));
          heldBytes += take;
          rest = rest.subarray(take);
          if (heldBytes === PIECE_BYTES) await flush();
        }
      }
      await flush();
    } catch (e) {
      // the connection dropped: keep what arrived, so the client resumes after it
      if (e === ERRORS.INVALID_OFFSET || e === ERRORS.FILE_NOT_FOUND) throw e;
      await flush().catch(() => undefined);
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return at;
  }

  /** Appends one piece at `start`, only if the upload's offset is still `start`; the new offset. */
  private async appendPiece(id: string, start: number, bytes: Buffer): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(stagedUploads)
        .set({ offset: sql`${stagedUploads.offset} + ${bytes.length}` })
        .where(and(eq(stagedUploads.id, id), eq(stagedUploads.offset, start)))
        .returning({ offset: stagedUploads.offset, size: stagedUploads.size });
      if (!moved) {
        const [exists] = await tx.select({ id: stagedUploads.id }).from(stagedUploads).where(eq(stagedUploads.id, id));
        throw exists ? ERRORS.INVALID_OFFSET : ERRORS.FILE_NOT_FOUND;
      }
      if (moved.size !== null && moved.offset > moved.size) throw ERRORS.ERR_SIZE_EXCEEDED;
      await tx.insert(stagedUploadPieces).values({ uploadId: id, start, length: bytes.length, bytes });
      return moved.offset;
    });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const updated = await this.db
      .update(stagedUploads)
      .set({ size: length })
      .where(eq(stagedUploads.id, id))
      .returning({ id: stagedUploads.id });
    if (updated.length === 0) throw ERRORS.FILE_NOT_FOUND;
  }

  override async remove(id: string): Promise<void> {
    const removed = await this.db.delete(stagedUploads).where(eq(stagedUploads.id, id)).returning({ id: stagedUploads.id });
    if (removed.length === 0) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Removes unfinished uploads older than the lifetime (finished ones are committed and removed). */
  override async deleteExpired(): Promise<number> {
    if (this.expirationMs <= 0) return 0;
    const removed = await this.db
      .delete(stagedUploads)
      .where(
        and(
          lt(stagedUploads.createdAt, new Date(Date.now() - this.expirationMs)),
          or(isNull(stagedUploads.size), ne(stagedUploads.offset, stagedUploads.size)),
        ),
      )
      .returning({ id: stagedUploads.id });
    return removed.length;
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  /**
   * Writes a staged upload's bytes, in order, to a local file for its commit (the checks read a
   * file, and the backend streams one); `discard` removes that file.
   */
  async writeOut(id: string): Promise<{ filePath: string; discard: () => Promise<void> }> {
    await mkdir(this.scratchDir, { recursive: true });
    const filePath = path.join(this.scratchDir, `${id}.commit`);
    const out = createWriteStream(filePath);
    const discard = () => rm(filePath, { force: true });
    try {
      let next = 0;
      for (;;) {
        const pieces = await this.db
          .select({ start: stagedUploadPieces.start, bytes: stagedUploadPieces.bytes })
          .from(stagedUploadPieces)
          .where(and(eq(stagedUploadPieces.uploadId, id), gte(stagedUploadPieces.start, next)))
          .orderBy(asc(stagedUploadPieces.start))
          .limit(PIECES_PER_READ);
        for (const piece of pieces) {
          if (piece.start !== next) throw new Error(`staged upload ${id}: a gap at byte ${next}`);
          if (!out.write(piece.bytes)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          next += piece.bytes.length;
        }
        if (pieces.length < PIECES_PER_READ) break;
      }
      out.end();
      await finished(out);
      return { filePath, discard };
    } catch (e) {
      out.destroy();
      await discard();
      throw e;
    }
  }
}
