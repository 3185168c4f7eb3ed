import type { MeetTemplate } from '@core/api/meet-templates';
import { plural } from '../../lib/plural';

/** "12 events · 30 entries" or "12 events" */
export const templateSummary = (t: Pick<MeetTemplate, 'events' | 'entryCount'>): string =>
  `${plural(t.events.length, 'event', 'events')}${t.entryCount > 0 ? ` · ${plural(t.entryCount, 'entry', 'entries')}` : ''}`;
