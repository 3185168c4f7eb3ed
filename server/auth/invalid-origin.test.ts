import { describe, expect, it } from 'vitest';
import { explainInvalidOrigin, invalidOriginMessage, requestOrigin } from './invalid-origin';

// better-auth skips its origin check under NODE_ENV=test, so the API suite cannot provoke it:
// the real refusal is exercised by e2e/wrong-address.e2e.ts (production server). Here, the translation.
const publicUrl = 'http://localhost:3000';
const other = 'http://127.0.0.1:3000';
const refusal = (body: object) => Buffer.from(JSON.stringify(body));

describe("better-auth's INVALID_ORIGIN, explained", () => {
  it('names the address to open and the settings to change', () => {
    expect(invalidOriginMessage(publicUrl, other)).toBe(
      `Splits is served at ${publicUrl}, but this page was opened at ${other}. Open ${publicUrl} instead. ` +
        `If ${other} is the right address, set PUBLIC_URL=${other} (or add it to AUTH_TRUSTED_ORIGINS) and restart the server.`,
    );
    expect(invalidOriginMessage(publicUrl, null)).toContain(`Open ${publicUrl} instead. Or set PUBLIC_URL (or AUTH_TRUSTED_ORIGINS)`);
  });

  it('rewrites only a 403 whose code is INVALID_ORIGIN, keeping the code', () => {
    const explained = explainInvalidOrigin(403, refusal({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }), publicUrl, other);
    expect(JSON.parse(explained!.toString('utf8'))).toEqual({ code: 'INVALID_ORIGIN', message: invalidOriginMessage(publicUrl, other) });
    expect(
      explainInvalidOrigin(403, refusal({ code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' }), publicUrl, other),
    ).toBeNull();
    expect(explainInvalidOrigin(400, refusal({ code: 'INVALID_ORIGIN' }), publicUrl, other)).toBeNull();
    expect(explainInvalidOrigin(403, Buffer.from('<html>'), publicUrl, other)).toBeNull();
  });

  it('reads the origin from Origin, else from the Referer', () => {
    expect(requestOrigin({ origin: other })).toBe(other);
    expect(requestOrigin({ referer: `${other}/auth/sign-up?x=1` })).toBe(other);
    expect(requestOrigin({ origin: 'null' })).toBeNull();
    expect(requestOrigin({})).toBeNull();
  });
});
