import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { algorithmFits, claimsValid, decodeJws, signatureValid } from './jws';

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

describe('compact JWS checks (synchronous, node:crypto)', () => {
  const ed = generateKeyPairSync('ed25519');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  it.each([
    ['EdDSA', ed],
    ['RS256', rsa],
    ['ES256', ec],
  ] as const)('accepts a %s signature by the right key and refuses any other key or byte', (alg, pair) => {
    const jws = decodeJws(token(alg, pair.privateKey, claims))!;
    expect(jws.header.alg).toBe(alg);
    expect(signatureValid(jws, pair.publicKey)).toBe(true);
    const other =
      alg === 'EdDSA'
        ? generateKeyPairSync('ed25519')
        : alg === 'RS256'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(signatureValid(jws, other.publicKey)).toBe(false);
    const [h, , s] = token(alg, pair.privateKey, claims).split('.');
    const tampered = decodeJws(`${h}.${b64({ ...claims, sub: 'someone-else' })}.${s}`)!;
    expect(signatureValid(tampered, pair.publicKey)).toBe(false);
  });

  it('refuses alg none, HMAC, an algorithm that does not fit the key, and weak RSA keys', () => {
    const jws = decodeJws(token('RS256', rsa.privateKey, claims))!;
    expect(signatureValid({ ...jws, header: { ...jws.header, alg: 'none' } }, rsa.publicKey)).toBe(false);
    expect(signatureValid({ ...jws, header: { ...jws.header, alg: 'HS256' } }, rsa.publicKey)).toBe(false);
    expect(algorithmFits('EdDSA', rsa.publicKey)).toBe(false);
    expect(algorithmFits('ES384', ec.publicKey)).toBe(false);
    expect(algorithmFits('RS256', rsa.privateKey)).toBe(false);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(algorithmFits('RS256', weak.publicKey)).toBe(false);
  });

  it('refuses malformed tokens and tokens asking for extensions (crit)', () => {
    const good = token('EdDSA', ed.privateKey, claims);
    expect(decodeJws(good)).not.toBeNull();
    expect(decodeJws(`${good}.x`)).toBeNull();
    expect(decodeJws(good.split('.').slice(0, 2).join('.'))).toBeNull();
    expect(decodeJws(`${b64([1])}.${b64(claims)}.AAAA`)).toBeNull();
    expect(decodeJws(`${b64({ alg: 'EdDSA' })}.${b64('text')}.AAAA`)).toBeNull();
    expect(decodeJws(`${b64({ alg: 'EdDSA' })}.not+base64url.AAAA`)).toBeNull();
    expect(decodeJws(token('EdDSA', ed.privateKey, claims, { crit: ['b64'], b64: false }))).toBeNull();
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
