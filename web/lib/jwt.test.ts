import { describe, expect, it } from 'vitest';
import { readJwtClaims } from './jwt';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${encode({ alg: 'EdDSA' })}.${encode(payload)}.sig`;

describe('readJwtClaims', () => {
  it('reads sub and exp (seconds) as epoch milliseconds', () => {
    expect(readJwtClaims(jwt({ sub: 'abc', exp: 1_700_000_000 }))).toEqual({ sub: 'abc', expiresAt: 1_700_000_000_000 });
  });
  it('handles non-ASCII claims', () => {
    expect(readJwtClaims(jwt({ sub: 'é-ü', exp: 1, name: 'Zoë' }))?.sub).toBe('é-ü');
  });
  it.each(['', 'a', 'a.b.c', jwt({ sub: 'x' }), jwt({ exp: 1 }), jwt({ sub: '', exp: 1 }), jwt('str'), jwt({ sub: 'x', exp: '1' })])(
    'rejects %s',
    (token) => {
      expect(readJwtClaims(token)).toBeNull();
    },
  );
});
