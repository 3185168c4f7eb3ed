import type { MeetTemplate } from '@core/api/meet-templates';
import type { MeetTemplateRow } from '../db/schema';

export const presentMeetTemplate = (t: MeetTemplateRow): MeetTemplate => ({
  id: t.id,
  name: t.name,
  events: t.events.map((e) => ({ eventType: e.eventType, round: e.round, entryCount: e.entries.length })),
  entryCount: t.events.reduce((n, e) => n + e.entries.length, 0),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
