import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A database or one of its transactions. */
type Executor = Pick<Db, 'execute'>;

/**
 * The PostgreSQL NOTIFY channels every server process LISTENs on (server/realtime/pg-listener.ts),
 * and what their payloads say. A NOTIFY is delivered when its transaction commits, to every process:
 *
 * - `splits_messaging`: `m:<team>:<message id>` a message was posted, edited or deleted. Sent by
 *   the messaging service inside the write's transaction (`notifyMessage`).
 * - `splits_session_ended`: the id of a better-auth session deleted or cut short. Sent by a trigger
 *   on `auth_sessions` (migration 0018): better-auth, not a service of ours, writes that table.
 * - `splits_access_changed`: `o:<team>` the team's row changed (every data version bump is one);
 *   `o:<team>:<user id>` one of its memberships was added, changed or deleted; `u:<identity uid>` a
 *   profile changed; `*` one of those tables was truncated. Sent by triggers on `organizations`,
 *   `memberships` and `users` (migrations 0019, 0025): data version bumps are triggers themselves,
 *   and memberships go with their team or user by cascade, which no service sees.
 *
 * Every trigger of the schema, those included, is named in server/db/schema/triggers.ts.
 */
export const NOTIFY_CHANNELS = {
  messaging: 'splits_messaging',
  sessionEnded: 'splits_session_ended',
  accessChanged: 'splits_access_changed',
} as const;

/**
 * Tells every process's sockets that this message of this team was posted, edited or deleted, when
 * `tx` commits (the hub reads the row then: decision 023).
 */
export const notifyMessage = async (tx: Executor, message: { organizationId: string; id: string }): Promise<void> => {
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNELS.messaging}, ${`m:${message.organizationId}:${message.id}`})`);
};

/** A message of `splits_messaging`: a message posted, edited or deleted. */
export interface MessageNotice {
  /** null from a database before migration 0021 */
  organizationId: string | null;
  messageId: string;
}

export const parseMessageNotice = (payload: string): MessageNotice | null => {
  const [kind, first, second] = payload.split(':');
  if (kind !== 'm' || !first) return null;
  return second ? { organizationId: first, messageId: second } : { organizationId: null, messageId: first };
};

/** A message of `splits_access_changed`: whose access may have changed. */
export type AccessChange =
  /** the team's row (userId null) or one member's membership (userId: users.id) */
  | { kind: 'team'; organizationId: string; userId: string | null }
  /** a profile (its identity uid) */
  | { kind: 'identity'; uid: string }
  /** anything: a truncate, or a payload this version does not know */
  | { kind: 'all' };

export const parseAccessChange = (payload: string): AccessChange => {
  if (payload.startsWith('o:')) {
    const [organizationId = '', userId] = payload.slice(2).split(':');
    if (organizationId) return { kind: 'team', organizationId, userId: userId || null };
  }
  if (payload.startsWith('u:') && payload.length > 2) return { kind: 'identity', uid: payload.slice(2) };
  return { kind: 'all' };
};
