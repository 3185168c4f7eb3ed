import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at OWASP's 32 MiB setting (N=2^15, r=8, p=3), stored with its parameters
 * ("scrypt$N$r$p$salt$key") so they can be raised later without breaking old hashes.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const PRODUCTION_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
/** The test suites make some 300 users; at the production cost each takes 0.7 s of a core. */
const TEST_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** How costly new hashes are: `standard` (production's), or `low` for test suites (PASSWORD_HASH_COST). */
export type PasswordCost = 'standard' | 'low';

/** The parameters new hashes are made with. */
export const scryptParamsFor = (cost: PasswordCost): ScryptParams => (cost === 'low' ? TEST_PARAMS : PRODUCTION_PARAMS);

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });

export const hashPassword = async (password: string, params: ScryptParams = PRODUCTION_PARAMS): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** Verifies with the parameters stored in the hash, whatever cost new hashes are made with. */
export const verifyPassword = async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
