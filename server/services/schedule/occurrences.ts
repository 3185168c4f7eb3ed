/** Occurrences of a series with their one-by-one changes applied. */
import { addDays, addLocalMinutes, localMinutesBetween } from '@core/schedule/zoned-time';
import type { ScheduleEventRow, ScheduleExceptionRow } from '../../db/schema';
import { MAX_OCCURRENCE_SHIFT_DAYS, type ScheduleEventRecord } from './events';
import { isOccurrence, occurrenceStarts } from './recurrence';

export interface OccurrenceRecord {
  event: ScheduleEventRow;
  /** original local start: the occurrence's identity */
  occurrence: string;
  startLocal: string;
  endLocal: string;
  title: string;
  location: string;
  notes: string;
  cancelled: boolean;
  /** moved or edited one by one */
  changed: boolean;
}

const apply = (event: ScheduleEventRow, occurrence: string, ex: ScheduleExceptionRow | undefined): OccurrenceRecord => {
  const startLocal = ex?.startLocal ?? occurrence;
  const endLocal = ex?.endLocal ?? addLocalMinutes(startLocal, localMinutesBetween(event.startLocal, event.endLocal));
  return {
    event,
    occurrence,
    startLocal,
    endLocal,
    title: ex?.title ?? event.title,
    location: ex?.location ?? event.location,
    notes: ex?.notes ?? event.notes,
    cancelled: ex?.cancelled ?? false,
    changed: !!ex && (ex.startLocal !== null || ex.endLocal !== null || ex.title !== null || ex.location !== null || ex.notes !== null),
  };
};

/** Occurrences whose (possibly moved) start falls in [fromLocal, toLocal), cancelled ones included. */
export const occurrencesOf = ({ event, exceptions }: ScheduleEventRecord, fromLocal: string, toLocal: string): OccurrenceRecord[] => {
  const pad = MAX_OCCURRENCE_SHIFT_DAYS + 1;
  const from = `${addDays(fromLocal.slice(0, 10), -pad)}${fromLocal.slice(10)}`;
  const to = `${addDays(toLocal.slice(0, 10), pad)}${toLocal.slice(10)}`;
  const byOccurrence = new Map(exceptions.map((e) => [e.occurrence, e]));
  return occurrenceStarts(event, from, to)
    .map((occ) => apply(event, occ, byOccurrence.get(occ)))
    .filter((o) => o.startLocal >= fromLocal && o.startLocal < toLocal);
};

/** One occurrence by its original start, or null when the series has none there. */
export const occurrenceAt = ({ event, exceptions }: ScheduleEventRecord, occurrence: string): OccurrenceRecord | null =>
  isOccurrence(event, occurrence)
    ? apply(
        event,
        occurrence,
        exceptions.find((e) => e.occurrence === occurrence),
      )
    : null;
