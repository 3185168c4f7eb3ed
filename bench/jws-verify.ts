/**
 * The hand-written check server/auth/jws.ts made until decision 055 (node:crypto, synchronous; its
 * RS256 path, kept here) against jose's jwtVerify on the same RS256 2048-bit
 * token (better-auth's key pair), in one process: rounds alternate the two so a busy machine weighs
 * on both alike. Each check is the full one (decode, signature, issuer, audience, expiry).
 * Run: npx tsx bench/jws-verify.ts [verifications per round, default 20000] [rounds, default 5]
 */
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { claimsValid } from '../server/auth/token-claims';

/** jws.ts's decodeJws and signatureValid as they were, for RS256 */
const PART = /^[A-Za-z0-9_-]+$/;
const decodeJws = (token: string) => {
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first < 0 || second < 0 || token.indexOf('.', second + 1) >= 0) return null;
  const [h, p, s] = [token.slice(0, first), token.slice(first + 1, second), token.slice(second + 1)];
  if (!PART.test(h) || !PART.test(p) || !PART.test(s)) return null;
  const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg: string };
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (header.alg !== 'RS256' || 'crit' in header) return null;
  return { payload, signingInput: Buffer.from(token.slice(0, second), 'ascii'), signature: Buffer.from(s, 'base64url') };
};
const signatureValid = (jws: NonNullable<ReturnType<typeof decodeJws>>, key: KeyObject) =>
  key.type === 'public' &&
  key.asymmetricKeyType === 'rsa' &&
  (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048 &&
  verify('sha256', jws.signingInput, key, jws.signature);

const perRound = Number(process.argv[2] ?? 20_000);
const rounds = Number(process.argv[3] ?? 5);
const issuer = 'https://splits.example';
const audience = 'splits-api';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const token = await new SignJWT({ sub: 'user-1', sid: 'session-1', email: 'pat@example.com' })
  .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
  .setIssuer(issuer)
  .setAudience(audience)
  .setIssuedAt()
  .setExpirationTime('15m')
  .sign(privateKey);

const byHand = (key: KeyObject): boolean => {
  const jws = decodeJws(token);
  return jws !== null && signatureValid(jws, key) && claimsValid(jws.payload, { issuer, audience, now: Math.floor(Date.now() / 1000) });
};

const byJose = async (key: KeyObject): Promise<boolean> => {
  try {
    await jwtVerify(token, key, { issuer, audience, algorithms: ['RS256'] });
    return true;
  } catch {
    return false;
  }
};

const opsPerSecond = async (check: () => boolean | Promise<boolean>): Promise<number> => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < perRound; i++) if (!(await check())) throw new Error('a valid token was refused');
  return perRound / (Number(process.hrtime.bigint() - start) / 1e9);
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const hand: number[] = [];
const jose: number[] = [];
// warm both paths first
await opsPerSecond(() => byHand(publicKey));
await opsPerSecond(() => byJose(publicKey));
for (let r = 0; r < rounds; r++) {
  hand.push(await opsPerSecond(() => byHand(publicKey)));
  jose.push(await opsPerSecond(() => byJose(publicKey)));
}
const line = (name: string, xs: number[]) =>
  `${name.padEnd(14)} median ${Math.round(median(xs))} ops/s (rounds: ${xs.map((x) => Math.round(x)).join(', ')}); ${(1e6 / median(xs)).toFixed(1)} µs each`;
console.log(`${perRound} verifications per round, ${rounds} rounds, RS256 2048, node ${process.version}`);
console.log(line('hand-written', hand));
console.log(line('jose', jose));
console.log(`jose / hand-written: ${(median(jose) / median(hand)).toFixed(2)}`);
