import { formatBytes } from '@core/storage-errors';
import type { FileOwner } from './file-owner';
import type { StorageConfig } from './storage-config';
import { StorageError } from './storage-error';

export const quotaFor = (config: StorageConfig, owner: FileOwner): number =>
  owner.organizationId ? config.orgQuotaBytes : config.userQuotaBytes;

export const fileTooLarge = (maxBytes: number) =>
  new StorageError('invalid-argument', `This file is larger than the ${formatBytes(maxBytes)} limit.`, 413);

const quotaExceeded = (owner: FileOwner, usedBytes: number, quotaBytes: number) =>
  new StorageError(
    'quota-exceeded',
    owner.organizationId
      ? `Your team's file storage is full (${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used). Delete some files and try again.`
      : `Your storage for profile photos is full (${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used). Delete older photos and try again.`,
  );

/** Refuses a file of `size` bytes that would not fit in the limit or in what is left of the quota. */
export const checkFits = (config: StorageConfig, owner: FileOwner, usedBytes: number, size: number): void => {
  if (size > config.maxFileBytes) throw fileTooLarge(config.maxFileBytes);
  const quota = quotaFor(config, owner);
  if (usedBytes + size > quota) throw quotaExceeded(owner, usedBytes, quota);
};
