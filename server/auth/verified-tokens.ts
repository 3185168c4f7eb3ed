/**
 * Tokens whose signature and fixed claims (issuer, audience, subject, `iat`) checked out, keyed by
 * the whole token string: the same bytes verify the same way, so a repeated call skips decoding
 * and the signature check. Time claims (`exp`, `nbf`) and the session are still checked on every
 * call by the verifier. An entry is kept no longer than the key it was verified with would be
 * reused (`keyTtlMs`), so a withdrawn key stops working as soon as it did before this cache.
 */
import { createMemoryCache } from '../http/memory-cache';

type Payload = Record<string, unknown>;

const MAX_ENTRIES = 20_000;

export const createVerifiedTokens = (keyTtlMs: number) => {
  const entries = createMemoryCache<Payload>({ maxEntries: MAX_ENTRIES, ttlMs: keyTtlMs });
  return {
    get: (token: string): Payload | undefined => entries.get(token),
    // only tokens this server accepted get here: many distinct ones means many real users
    set: (token: string, payload: Payload): void => entries.set(token, payload),
    clear: () => entries.clear(),
  };
};
