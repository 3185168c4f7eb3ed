import type { RecordMark } from '@core/api/records';
import { gradeName } from '@core/api/records';
import { formatWind, isWindEvent } from '@core/marks';
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';

/** "Boys 100m" for an event type (the type itself when the catalogue does not know it). */
export const recordEventName = (type: string): string => {
  const e = findSportEvent(type);
  return e ? `${genderDisplay(e.gender)} ${e.displayName}` : type;
};

/** The athlete, or a relay's legs joined. */
export const recordWho = (m: Pick<RecordMark, 'athleteNames'>): string => m.athleteNames.join(', ');

export const TIMING_LABELS: Record<NonNullable<RecordMark['timing']>, string> = {
  fat: 'FAT',
  hand: 'Hand',
  converted: 'Hand, converted to FAT',
};

/** "+1.2 m/s", "NWI" (no wind reading) for wind events; null for events without wind. */
export const windText = (m: Pick<RecordMark, 'eventType' | 'wind'>): string | null => {
  if (!isWindEvent(m.eventType)) return null;
  return m.wind === null ? 'NWI (no wind reading)' : `${formatWind(m.wind)} m/s`;
};

export const gradeText = (grade: number | null): string | null => (grade === null ? null : `${gradeName(grade)} (grade ${grade})`);
