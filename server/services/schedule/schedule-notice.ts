import type { Db } from '../../db/database';
import type { ScheduleEventRow } from '../../db/schema';
import type { Notice } from '../../notifications/notice';
import { membersFor } from './audience';

/** "Mon, May 12, 3:30 PM" for a local date-time (YYYY-MM-DDTHH:mm): the team's own wall time, as typed. */
const localLabel = (local: string): string =>
  new Date(`${local}:00Z`).toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const KIND_LABEL: Record<string, string> = { practice: 'Practice' };

/**
 * The notice of a practice or team event changed or cancelled: one occurrence (named by its
 * original start), this and following, or the whole series; told to the members it is for.
 */
export const scheduleNotice = (
  db: Db,
  event: ScheduleEventRow,
  change: { cancelled: boolean; occurrence?: string; scope: 'occurrence' | 'following' | 'series' },
  /** who changed it: not told of their own change */
  exceptUserId?: string,
): Notice => ({
  organizationId: event.organizationId,
  exceptUserId,
  content: async () => {
    const what = event.title || KIND_LABEL[event.kind] || 'Team event';
    const when =
      change.scope === 'series'
        ? event.freq
          ? 'Every session'
          : localLabel(event.startLocal)
        : change.occurrence
          ? `${localLabel(change.occurrence)}${change.scope === 'following' ? ' and the sessions after it' : ''}`
          : localLabel(event.startLocal);
    return {
      topic: 'schedule',
      title: `${change.cancelled ? 'Cancelled' : 'Changed'}: ${what}`,
      body: change.cancelled ? `${when} is cancelled.` : `${when} has changed: see the schedule for the new details.`,
      path: '/dashboard/schedule',
      audience: await membersFor(db, event.organizationId, event.audience),
    };
  },
});
