/** What an answer or attendance is about: one occurrence of a team event, or a meet. */
import type { Target } from '@core/api/schedule';
import type { Db } from '../../db/database';
import type { MeetRow } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { getVisibleMeetOr404, type MeetScope } from '../meets/visibility';
import { getEventRecord, occurrenceNotFound } from './events';
import { occurrenceAt, type OccurrenceRecord } from './occurrences';

export type ResolvedTarget =
  | { type: 'event'; key: string; eventId: string; meetId: null; occurrence: string; record: OccurrenceRecord }
  | { type: 'meet'; key: string; eventId: null; meetId: string; occurrence: null; meet: MeetRow };

export const eventKey = (eventId: string, occurrence: string): string => `event:${eventId}:${occurrence}`;
export const meetKey = (meetId: string): string => `meet:${meetId}`;

/** The target a query names (after membership is checked): 400 unless exactly one, 404 when not this team's or a meet `scope` does not see. */
export const resolveTarget = async (db: Db, organizationId: string, t: Target, scope: MeetScope): Promise<ResolvedTarget> => {
  if (t.meetId && !t.eventId && !t.occurrence) {
    const meet = await getVisibleMeetOr404(db, organizationId, t.meetId, scope);
    return { type: 'meet', key: meetKey(meet.id), eventId: null, meetId: meet.id, occurrence: null, meet };
  }
  if (t.eventId && t.occurrence && !t.meetId) {
    const record = occurrenceAt(await getEventRecord(db, organizationId, t.eventId), t.occurrence);
    if (!record) throw occurrenceNotFound();
    return { type: 'event', key: eventKey(t.eventId, t.occurrence), eventId: t.eventId, meetId: null, occurrence: t.occurrence, record };
  }
  throw badRequest('query.eventId: Name one occurrence (eventId and occurrence) or one meet (meetId)', 'query.eventId');
};
