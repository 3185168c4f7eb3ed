import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ROLES, type RoleName } from '@core/roles';
import { StorageError } from './storage-error';

/**
 * What a signed download link grants: one file, until `exp` (epoch seconds), to the caller it was
 * made for (their user id and role in the file's team, null for a personal file): the download
 * checks again that this caller may still see the file (file-visibility.ts).
 */
interface DownloadGrant {
  fileId: string;
  exp: number;
  userId: string;
  role: RoleName | null;
}

const payloadSchema = z.object({ f: z.uuid(), e: z.number().int().positive(), u: z.uuid(), r: z.enum(ROLES).nullable() });

/** The key for download links: STORAGE_SIGNING_SECRET, or one derived from the auth secret. */
export const downloadSigningKey = (signingSecret: string | undefined, authSecret: string): Buffer =>
  signingSecret ? Buffer.from(signingSecret, 'utf8') : createHmac('sha256', authSecret).update('splits:file-download-links:v1').digest();

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export const signDownloadToken = (key: Buffer, grant: DownloadGrant): string => {
  const payload = Buffer.from(JSON.stringify({ f: grant.fileId, e: grant.exp, u: grant.userId, r: grant.role })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
};

const invalidLink = () => new StorageError('invalid-url', 'This download link is not valid.');
const expiredLink = () => new StorageError('unauthorized', 'This download link has expired. Open the file again to get a new link.', 403);

/** Checks the signature first, then the expiry; throws StorageError otherwise. */
export const verifyDownloadToken = (key: Buffer, token: string, nowSeconds = Math.floor(Date.now() / 1000)): DownloadGrant => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidLink();
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidLink();
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) throw invalidLink();
  if (parsed.data.e <= nowSeconds) throw expiredLink();
  return { fileId: parsed.data.f, exp: parsed.data.e, userId: parsed.data.u, role: parsed.data.r };
};
