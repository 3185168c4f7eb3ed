/** The demo team's practices: weekly series from this week on, one holiday cancelled, a team meeting. */
import { addDays } from '@core/schedule/zoned-time';
import type { Db } from '../db/database';
import { createEvent, updateEvent } from '../services/schedule/events';
import { todayIn } from '@core/schedule/time-zones';
import { weekdayOf } from '../services/schedule/recurrence';

export const seedDemoSchedule = async (db: Db, organizationId: string, timezone: string, now: Date = new Date()): Promise<void> => {
  const today = todayIn(timezone, now);
  const monday = addDays(today, -['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(weekdayOf(today)));
  const until = addDays(monday, 7 * 10);
  const team = await createEvent(db, organizationId, {
    kind: 'practice',
    title: 'Team practice',
    start: `${monday}T15:30`,
    end: `${monday}T17:30`,
    location: 'Riverside HS track',
    notes: 'Warm-up at 15:30 sharp. Bring spikes and water.',
    audience: [],
    recurrence: { freq: 'weekly', interval: 1, byDay: ['MO', 'TU', 'WE', 'FR'], until },
  });
  // a school holiday two weeks out
  await updateEvent(db, organizationId, team.event.id, {
    scope: 'occurrence',
    occurrence: `${addDays(monday, 14)}T15:30`,
    cancelled: true,
  });
  const thursday = addDays(monday, 3);
  await createEvent(db, organizationId, {
    kind: 'practice',
    title: 'Throws and jumps session',
    start: `${thursday}T15:30`,
    end: `${thursday}T17:00`,
    location: 'Field event area',
    notes: '',
    audience: ['throws', 'jumps'],
    recurrence: { freq: 'weekly', interval: 1, byDay: ['TH'], until },
  });
  const meeting = addDays(monday, 9);
  await createEvent(db, organizationId, {
    kind: 'meeting',
    title: 'Season kick-off meeting',
    start: `${meeting}T18:30`,
    end: `${meeting}T19:30`,
    location: 'Library, room 12',
    notes: 'Parents welcome: season calendar, travel and forms.',
    audience: [],
    recurrence: null,
  });
};
