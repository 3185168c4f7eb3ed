import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsValid, signedPayload } from './token-claims';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A compact JWS signed with node:crypto (independent of the code under test). */
const token = (alg: string, key: KeyObject, payload: Record<string, unknown>, header: Record<string, unknown> = {}) => {
  const input = `${b64({ alg, kid: 'k1', ...header })}.${b64(payload)}`;
  const digest = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
  const opts = alg.startsWith('ES') ? { key, dsaEncoding: 'ieee-p1363' as const } : key;
  return `${input}.${sign(digest, Buffer.from(input), opts).toString('base64url')}`;
};

const now = 1_900_000_000;
const rules = { issuer: 'https://splits.test', audience: 'https://splits.test', now };
const claims = { sub: 'user-1', iss: rules.issuer, aud: rules.audience, iat: now - 10, exp: now + 3600 };

describe('bearer token checks: the signature by jose, the claims on every call', () => {
  const ed = generateKeyPairSync('ed25519');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const by = (key: KeyObject) => () => key;

  it.each([
    ['EdDSA', ed],
    ['RS256', rsa],
    ['ES256', ec],
  ] as const)('accepts a %s signature by the right key and refuses any other key or byte', async (alg, pair) => {
    expect(await signedPayload(token(alg, pair.privateKey, claims), by(pair.publicKey))).toMatchObject({ sub: 'user-1' });
    const other =
      alg === 'EdDSA'
        ? generateKeyPairSync('ed25519')
        : alg === 'RS256'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(await signedPayload(token(alg, pair.privateKey, claims), by(other.publicKey))).toBeNull();
    const [h, , s] = token(alg, pair.privateKey, claims).split('.');
    expect(await signedPayload(`${h}.${b64({ ...claims, sub: 'someone-else' })}.${s}`, by(pair.publicKey))).toBeNull();
  });

  it('refuses alg none, HMAC, an algorithm that does not fit the key, and weak RSA keys', async () => {
    const [, p, s] = token('RS256', rsa.privateKey, claims).split('.');
    expect(await signedPayload(`${b64({ alg: 'none' })}.${p}.`, by(rsa.publicKey))).toBeNull();
    expect(await signedPayload(`${b64({ alg: 'HS256' })}.${p}.${s}`, by(rsa.publicKey))).toBeNull();
    expect(await signedPayload(token('EdDSA', ed.privateKey, claims), by(rsa.publicKey))).toBeNull();
    expect(await signedPayload(token('RS256', rsa.privateKey, claims), by(rsa.privateKey))).toBeNull();
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(await signedPayload(token('RS256', weak.privateKey, claims), by(weak.publicKey))).toBeNull();
  });

  it('refuses malformed tokens and tokens asking for extensions (crit)', async () => {
    const good = token('EdDSA', ed.privateKey, claims);
    const key = by(ed.publicKey);
    expect(await signedPayload(good, key)).not.toBeNull();
    expect(await signedPayload(`${good}.x`, key)).toBeNull();
    expect(await signedPayload(good.split('.').slice(0, 2).join('.'), key)).toBeNull();
    expect(await signedPayload(`${b64([1])}.${b64(claims)}.AAAA`, key)).toBeNull();
    expect(await signedPayload(`${b64({ alg: 'EdDSA' })}.${b64('text')}.AAAA`, key)).toBeNull();
    expect(await signedPayload(`${b64({ alg: 'EdDSA' })}.not+base64url.AAAA`, key)).toBeNull();
    expect(await signedPayload(token('EdDSA', ed.privateKey, claims, { crit: ['b64'], b64: false }), key)).toBeNull();
  });

  it('checks issuer, audience, expiry, not-before, issued-at and subject', () => {
    expect(claimsValid(claims, rules)).toBe(true);
    expect(claimsValid({ ...claims, aud: ['other', rules.audience] }, rules)).toBe(true);
    expect(claimsValid({ ...claims, iss: 'https://evil.test' }, rules)).toBe(false);
    expect(claimsValid({ ...claims, iss: undefined }, rules)).toBe(false);
    expect(claimsValid({ ...claims, aud: 'other' }, rules)).toBe(false);
    expect(claimsValid({ ...claims, exp: now }, rules)).toBe(false);
    expect(claimsValid({ ...claims, exp: undefined }, rules)).toBe(false);
    expect(claimsValid({ ...claims, exp: String(now + 60) }, rules)).toBe(false);
    expect(claimsValid({ ...claims, nbf: now + 60 }, rules)).toBe(false);
    expect(claimsValid({ ...claims, nbf: now }, rules)).toBe(true);
    expect(claimsValid({ ...claims, iat: 'yesterday' }, rules)).toBe(false);
    expect(claimsValid({ ...claims, sub: '' }, rules)).toBe(false);
    expect(claimsValid({ ...claims, sub: 42 }, rules)).toBe(false);
  });
});
