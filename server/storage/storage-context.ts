import type { Db } from '../db/database';
import type { StorageBackend } from './backends/storage-backend';
import type { StorageConfig } from './storage-config';

/** Everything the storage services need, built once by the storage plugin. */
export interface StorageContext {
  db: Db;
  backend: StorageBackend;
  config: StorageConfig;
  /** HMAC key of download links */
  signingKey: Buffer;
  /** the server's public URL (no trailing slash), for absolute download links */
  publicUrl: string;
}
