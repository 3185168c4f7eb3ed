/**
 * The PostgreSQL NOTIFY channels every server process LISTENs on (server/realtime/pg-listener.ts),
 * and what their payloads say. The notifications are sent by triggers, at commit, whichever process
 * or script made the change:
 *
 * - `splits_messaging` (migrations 0007, 0021): `m:<team>:<message id>` a message was posted, edited
 *   or deleted; `left:<team>:<user id>` a membership was deleted.
 * - `splits_session_ended` (migration 0018): the id of a better-auth session deleted or cut short.
 * - `splits_access_changed` (migrations 0019, 0026): `o:<team>` the team's row changed (every data
 *   version bump is one); `o:<team>:<user id>` one of its memberships was added, changed or deleted;
 *   `u:<identity uid>` a profile changed; `*` one of those tables was truncated.
 */
export const NOTIFY_CHANNELS = {
  messaging: 'splits_messaging',
  sessionEnded: 'splits_session_ended',
  accessChanged: 'splits_access_changed',
} as const;

/** A message of `splits_messaging`. */
export type MessagingNotice =
  | { kind: 'message'; /** null from a database before migration 0021 */ organizationId: string | null; messageId: string }
  | { kind: 'left'; organizationId: string; userId: string };

export const parseMessagingNotice = (payload: string): MessagingNotice | null => {
  const [kind, first, second] = payload.split(':');
  if (kind === 'left' && first && second) return { kind: 'left', organizationId: first, userId: second };
  if (kind !== 'm' || !first) return null;
  return second
    ? { kind: 'message', organizationId: first, messageId: second }
    : { kind: 'message', organizationId: null, messageId: first };
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
