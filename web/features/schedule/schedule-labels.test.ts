import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@core/api/schedule';
import { formatDay, itemWhen } from './schedule-labels';

const meet = (over: Partial<CalendarItem> = {}): CalendarItem => ({
  key: 'meet:1',
  type: 'meet',
  eventId: null,
  meetId: '00000000-0000-4000-8000-000000000001',
  occurrence: null,
  kind: 'meet',
  title: 'Harbor Home Meet',
  allDay: true,
  start: '2026-04-11',
  end: '2026-04-11',
  localStart: '2026-04-11',
  localEnd: '2026-04-11',
  location: '',
  notes: '',
  audience: [],
  recurring: false,
  changed: false,
  cancelled: false,
  meetStatus: 'scheduled',
  myAnswer: null,
  counts: { going: 0, maybe: 0, notGoing: 0 },
  ...over,
});

describe('when a schedule item happens', () => {
  it('gives a meet its start time when it has one', () => {
    expect(itemWhen(meet({ meetStartTime: '15:30' }))).toBe(`${formatDay('2026-04-11')}, starts 15:30`);
    expect(itemWhen(meet({ meetStartTime: null }))).toBe(formatDay('2026-04-11'));
  });
});
