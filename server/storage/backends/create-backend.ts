import type { StorageConfig } from '../storage-config';
import { createLocalBackend } from './local-backend';
import { createS3Backend } from './s3-backend';
import type { StorageBackend } from './storage-backend';

/** The configured backend: S3-compatible when STORAGE_S3_BUCKET is set, else local disk. */
export const createStorageBackend = (config: StorageConfig): StorageBackend =>
  config.backend.kind === 's3' ? createS3Backend(config.backend) : createLocalBackend(config.backend.root);
