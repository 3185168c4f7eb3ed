import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { downloadSigningKey, signDownloadToken, verifyDownloadToken } from './download-token';
import { StorageError } from './storage-error';

const key = downloadSigningKey(undefined, 'a'.repeat(48));
const now = 1_800_000_000;

const failure = (token: string, at = now) => {
  try {
    verifyDownloadToken(key, token, at);
  } catch (e) {
    expect(e).toBeInstanceOf(StorageError);
    return e as StorageError;
  }
  throw new Error('expected the token to be refused');
};

describe('signed download tokens', () => {
  const fileId = randomUUID();
  const userId = randomUUID();
  const token = signDownloadToken(key, { fileId, exp: now + 300, userId, role: 'coach' });

  it('grants the file until it expires, to the caller it was made for', () => {
    expect(verifyDownloadToken(key, token, now)).toEqual({ fileId, exp: now + 300, userId, role: 'coach' });
    const personal = signDownloadToken(key, { fileId, exp: now + 300, userId, role: null });
    expect(verifyDownloadToken(key, personal, now)).toMatchObject({ userId, role: null });
    expect(verifyDownloadToken(key, token, now + 299).fileId).toBe(fileId);
  });

  it('answers 403 with a clear message once expired', () => {
    const error = failure(token, now + 300);
    expect(error.statusCode).toBe(403);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toMatch(/expired/);
  });

  it('refuses a token signed with another key or altered', () => {
    const other = signDownloadToken(downloadSigningKey(undefined, 'b'.repeat(48)), { fileId, exp: now + 300, userId, role: 'coach' });
    expect(failure(other).code).toBe('invalid-url');
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ f: randomUUID(), e: now + 300 })).toString('base64url');
    expect(failure(`${forged}.${signature}`).code).toBe('invalid-url');
    const longer = Buffer.from(JSON.stringify({ f: fileId, e: now + 99_999, u: userId, r: 'coach' })).toString('base64url');
    expect(failure(`${longer}.${signature}`).code).toBe('invalid-url');
    // another caller, or a higher role, is a different payload: its signature does not match
    const promoted = Buffer.from(JSON.stringify({ f: fileId, e: now + 300, u: userId, r: 'owner' })).toString('base64url');
    expect(failure(`${promoted}.${signature}`).code).toBe('invalid-url');
    expect(failure(`${payload}`).code).toBe('invalid-url');
    expect(failure(`${payload}.${signature}.x`).code).toBe('invalid-url');
    expect(failure('').code).toBe('invalid-url');
  });

  it('uses a dedicated secret when one is configured', () => {
    const own = downloadSigningKey('s'.repeat(40), 'a'.repeat(48));
    expect(own.equals(key)).toBe(false);
    expect(() => verifyDownloadToken(own, token, now)).toThrow(StorageError);
  });
});
