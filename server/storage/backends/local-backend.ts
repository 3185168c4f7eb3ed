import { randomBytes } from 'node:crypto';
import { access, constants, copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileNotFound } from '../storage-error';
import { safeJoin } from '../object-key';
import type { PutInfo, StorageBackend } from './storage-backend';

const isMissing = (e: unknown): boolean => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root` (DATA_DIR/files by default), written atomically. */
export const createLocalBackend = (root: string): StorageBackend => {
  const place = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = safeJoin(root, key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  };

  return {
    kind: 'local',
    bucket: 'local',
    putFile: (key: string, filePath: string, _info: PutInfo) => place(key, (tmp) => copyFile(filePath, tmp)),
    putBuffer: (key: string, data: Buffer, _info: PutInfo) => place(key, (tmp) => writeFile(tmp, data)),
    read: async (key: string): Promise<Readable> => {
      const target = safeJoin(root, key);
      // open first, so a missing file is an error here rather than in the middle of a response
      const handle = await open(target, 'r').catch((e: unknown) => {
        throw isMissing(e) ? fileNotFound() : e;
      });
      return handle.createReadStream();
    },
    remove: async (key: string) => {
      await rm(safeJoin(root, key), { force: true });
    },
    check: async (mode) => {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
      if (mode === 'write') {
        const probe = path.join(root, `.check-${randomBytes(6).toString('hex')}`);
        await writeFile(probe, 'ok');
        await rm(probe, { force: true });
      }
    },
    close: async () => undefined,
  };
};
