import { randomBytes } from 'node:crypto';

/**
 * Sign-in rate limit the suite starts the server with (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW
 * seconds, per client address and path): the server's defaults, so the 429 test checks what ships.
 */
export const E2E_AUTH_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const;

/**
 * The server runs with TRUST_PROXY=true, as behind a reverse proxy, so the client address is the
 * X-Forwarded-For the suite sends. Every browser context and API client gets its own address: each
 * test has its own rate-limit buckets, as separate people would.
 */
export const clientAddress = (): string => {
  const [a, b, c] = randomBytes(3);
  return `10.${a!}.${b!}.${Math.max(1, c! % 255)}`;
};

export const clientAddressHeaders = (address = clientAddress()): Record<string, string> => ({ 'x-forwarded-for': address });
