import type { MeetTemplate } from '@core/api/meet-templates';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 events · 30 entries" or "12 events" */
export const templateSummary = (t: Pick<MeetTemplate, 'events' | 'entryCount'>): string =>
  `${plural(t.events.length, 'event', 'events')}${t.entryCount > 0 ? ` · ${plural(t.entryCount, 'entry', 'entries')}` : ''}`;
