/**
 * Tokens whose signature and fixed claims (issuer, audience, subject, `iat`) checked out, keyed by
 * the whole token string: the same bytes verify the same way, so a repeated call skips decoding
 * and the signature check. Time claims (`exp`, `nbf`) and the session are still checked on every
 * call by the verifier. An entry is kept no longer than the key it was verified with would be
 * reused (`keyTtlMs`), so a withdrawn key stops working as soon as it did before this cache.
 */
interface VerifiedToken {
  payload: Record<string, unknown>;
  /** Date.now() after which the signature is checked again */
  until: number;
}

const MAX_ENTRIES = 20_000;

export const createVerifiedTokens = (keyTtlMs: number) => {
  const entries = new Map<string, VerifiedToken>();

  const get = (token: string, now: number): VerifiedToken['payload'] | undefined => {
    const hit = entries.get(token);
    if (!hit) return undefined;
    if (hit.until > now) return hit.payload;
    entries.delete(token);
    return undefined;
  };

  const set = (token: string, payload: VerifiedToken['payload'], now: number): void => {
    // only tokens this server accepted get here: a flood of distinct ones means many real users
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(token, { payload, until: now + keyTtlMs });
  };

  return { get, set, clear: () => entries.clear() };
};
