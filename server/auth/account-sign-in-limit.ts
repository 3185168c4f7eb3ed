import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface AccountSignInLimit {
  maxFailures: number;
  /** seconds */
  window: number;
}

/** What the limit says about one account right now. */
export type AccountSignInState = { held: false } | { held: true; retryAfterSeconds: number };

/**
 * Failed sign-ins counted per account, whatever address they come from (the per-address limit
 * is better-auth's): after `maxFailures` failures within `window` seconds of the first, sign-in
 * for that account answers 429 until the window ends. A success or a password reset clears the
 * count, so the owner is never locked out for longer than the window, and the reset mail still
 * works meanwhile. Counted in PostgreSQL (better-auth's auth_rate_limits table, under a key of
 * its own), so every server process sees the same count. The key is an HMAC of the address: the
 * table holds no email.
 */
export const createAccountSignInLimit = (db: Db, secret: string, limit: AccountSignInLimit) => {
  const windowMs = limit.window * 1000;
  const keyOf = (email: string) => `account-sign-in:${createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url')}`;

  const state = async (email: string, now = Date.now()): Promise<AccountSignInState> => {
    const { rows } = await db.execute<{ count: number; last_request: string }>(
      sql`select count, last_request from auth_rate_limits where key = ${keyOf(email)}`,
    );
    const row = rows[0];
    if (!row) return { held: false };
    const endsAt = Number(row.last_request) + windowMs;
    if (row.count < limit.maxFailures || endsAt <= now) return { held: false };
    return { held: true, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
  };

  /** One more failure; a window that has ended starts again at this one. `last_request` holds the window's start. */
  const recordFailure = async (email: string, now = Date.now()): Promise<void> => {
    await db.execute(sql`
      insert into auth_rate_limits (id, key, count, last_request) values (${randomUUID()}, ${keyOf(email)}, 1, ${now})
      on conflict (key) do update set
        count = case when auth_rate_limits.last_request <= ${now - windowMs} then 1 else auth_rate_limits.count + 1 end,
        last_request = case when auth_rate_limits.last_request <= ${now - windowMs} then ${now} else auth_rate_limits.last_request end`);
  };

  const clear = async (email: string): Promise<void> => {
    await db.execute(sql`delete from auth_rate_limits where key = ${keyOf(email)}`);
  };

  return { state, recordFailure, clear };
};

export type AccountSignInLimiter = ReturnType<typeof createAccountSignInLimit>;

export const accountHeldMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password by mail.`;
};
