import { S3ServiceException } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/config';
import type { StorageBackend } from './backends/storage-backend';
import type { StorageConfig } from './storage-config';

/** How long a check of the file store may take before it counts as failed. */
const START_CHECK_MS = 15_000;
const READY_CHECK_MS = 2_000;

/** Runs `work`, rejecting after `ms` with a message saying so. */
const within = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/** The cause of a failed store check in a few words, with the setting to look at when it is one. */
const storeCause = (e: unknown): string => {
  if (e instanceof S3ServiceException) {
    const status = e.$metadata.httpStatusCode;
    if (status === 403 || status === 401)
      return `access denied (HTTP ${status}${e.name && e.name !== 'Unknown' && e.name !== String(status) ? ` ${e.name}` : ''}): check STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY`;
    if (status === 404) return `no such bucket (HTTP 404): check STORAGE_S3_BUCKET`;
    if (status === 301 || status === 400)
      return `the bucket answered HTTP ${status} (${e.name}): check STORAGE_S3_REGION and STORAGE_S3_ENDPOINT`;
    return `HTTP ${status ?? '?'} ${e.name}`;
  }
  const { message, code } = (e ?? {}) as { message?: string; code?: string };
  return (code && message ? `${code}: ${message}` : message || code || String(e)).replace(/\s+/g, ' ').trim();
};

/** Which store a message is about: the bucket and its endpoint, or the folder. */
const storeName = (config: StorageConfig): string =>
  config.backend.kind === 's3'
    ? `S3 bucket "${config.backend.bucket}" (STORAGE_S3_BUCKET) at ${config.backend.endpoint ?? 'AWS'}`
    : `folder ${config.backend.root} (DATA_DIR/files)`;

/**
 * At start: a file store the server cannot write to (wrong S3 credentials, no bucket, a read-only
 * folder) stops the start with one line naming the store, the setting and the cause, instead of a
 * server that is ready and then answers 500 on the first upload (issue 25).
 */
export const checkStoreAtStart = async (backend: StorageBackend, config: StorageConfig): Promise<void> => {
  try {
    await within(backend.check('write'), START_CHECK_MS);
  } catch (e) {
    throw new ConfigError(`Cannot use the file store, ${storeName(config)}: ${storeCause(e)}.`);
  }
};

/** For /api/ready: undefined when the store answers a read check in time, else the cause. */
export const storeProblem = async (backend: StorageBackend): Promise<string | undefined> => {
  try {
    await within(backend.check('read'), READY_CHECK_MS);
    return undefined;
  } catch (e) {
    return storeCause(e);
  }
};
