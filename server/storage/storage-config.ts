import path from 'node:path';
import { z } from 'zod';

const MB = 1024 * 1024;

const optionalText = z.string().trim().min(1).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

/** The storage variables (see README); the S3 backend is used when STORAGE_S3_BUCKET is set. */
const storageEnvSchema = z.object({
  STORAGE_S3_BUCKET: optionalText,
  STORAGE_S3_ENDPOINT: z.url().optional(),
  STORAGE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_S3_FORCE_PATH_STYLE: bool,
  STORAGE_MAX_FILE_BYTES: positiveInt(50 * MB),
  STORAGE_ORG_QUOTA_BYTES: positiveInt(1024 * MB),
  STORAGE_USER_QUOTA_BYTES: positiveInt(100 * MB),
  STORAGE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  IMAGE_MAX_INPUT_PIXELS: positiveInt(40_000_000),
  IMAGE_CACHE_MAX_BYTES: positiveInt(1024 * MB),
});

export type S3BackendConfig = {
  kind: 's3';
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};
type LocalBackendConfig = { kind: 'local'; root: string };

export interface StorageConfig {
  backend: LocalBackendConfig | S3BackendConfig;
  /** where tus keeps uploads in progress (always local disk: see server/storage/README.md) */
  stagingDir: string;
  imageCacheDir: string;
  maxFileBytes: number;
  orgQuotaBytes: number;
  userQuotaBytes: number;
  /** HMAC key of download links; derived from the auth secret when not given */
  signingSecret?: string;
  maxInputPixels: number;
  /** the image disk cache is pruned, oldest first, beyond this */
  imageCacheMaxBytes: number;
}

/**
 * Reads and validates the storage variables; `dataDir` is the server's DATA_DIR (absolute).
 * Answers the issues (one "  - NAME: message" line each) instead of throwing, so the server's
 * config loader can report them with its own error.
 */
export const parseStorageConfig = (
  dataDir: string,
  source: Record<string, string | undefined> = process.env,
): { config: StorageConfig } | { issues: string } => {
  const parsed = storageEnvSchema.safeParse(source);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((i) => `  - ${i.path.map(String).join('.')}: ${i.message}`).join('\n') };
  }
  const e = parsed.data;
  if (e.STORAGE_S3_ACCESS_KEY_ID && !e.STORAGE_S3_SECRET_ACCESS_KEY) {
    return { issues: '  - STORAGE_S3_SECRET_ACCESS_KEY: required with STORAGE_S3_ACCESS_KEY_ID' };
  }
  const backend: StorageConfig['backend'] = e.STORAGE_S3_BUCKET
    ? {
        kind: 's3',
        bucket: e.STORAGE_S3_BUCKET,
        endpoint: e.STORAGE_S3_ENDPOINT,
        region: e.STORAGE_S3_REGION,
        accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
        // S3-compatible servers on their own host usually need path-style addressing
        forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE ?? Boolean(e.STORAGE_S3_ENDPOINT),
      }
    : { kind: 'local', root: path.join(dataDir, 'files') };
  return {
    config: {
      backend,
      stagingDir: path.join(dataDir, 'uploads'),
      imageCacheDir: path.join(dataDir, 'image-cache'),
      maxFileBytes: e.STORAGE_MAX_FILE_BYTES,
      orgQuotaBytes: e.STORAGE_ORG_QUOTA_BYTES,
      userQuotaBytes: e.STORAGE_USER_QUOTA_BYTES,
      signingSecret: e.STORAGE_SIGNING_SECRET,
      maxInputPixels: e.IMAGE_MAX_INPUT_PIXELS,
      imageCacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES,
    },
  };
};
