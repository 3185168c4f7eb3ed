import type { FastifyInstance } from 'fastify';
import {
  MAX_SCHEDULE_RANGE_DAYS,
  deleteScheduleEvent,
  getOccurrence,
  getSchedule,
  getScheduleEvent,
  patchScheduleEvent,
  postAvailability,
  postScheduleEvent,
} from '@core/api/schedule';
import { addDays } from '@core/schedule/zoned-time';
import { can } from '@core/roles';
import { badRequest } from '../../http/http-error';
import { registerTeamCall } from '../team-call';
import { presentAttendanceRow, presentCalendarItem, presentResponder, presentScheduleEvent } from '../../presenters/schedule';
import { attendanceSheet } from '../../services/schedule/attendance';
import { audienceFor } from '../../services/schedule/audience';
import { listCalendar } from '../../services/schedule/calendar';
import * as events from '../../services/schedule/events';
import { respondersOf, setAnswer, summariesFor, emptySummary } from '../../services/schedule/responses';
import { meetScopeOf } from '../../services/meets/visibility';
import { visibleResponders } from '../../services/family/athlete-access';
import { resolveTarget } from '../../services/schedule/targets';
import { attendanceRoutes } from './attendance';
import { feedRoutes } from './feed';

export const scheduleRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  registerTeamCall(app, getSchedule, 'team:read', async ({ query, access: { user, role, settings } }) => {
    if (query.to < query.from) throw badRequest('query.to: The range ends before it starts', 'query.to');
    if (query.to > addDays(query.from, MAX_SCHEDULE_RANGE_DAYS))
      throw badRequest(`query.to: At most ${MAX_SCHEDULE_RANGE_DAYS} days at once`, 'query.to');
    const audience = await audienceFor(app.db, query.orgId, user.id, role, query.mine === 'true');
    const { entries, truncated } = await listCalendar(app.db, query.orgId, user.id, {
      from: query.from,
      to: query.to,
      audience,
      kind: query.kind,
      meetScope: meetScopeOf(role),
      limit: query.limit,
    });
    return { timezone: settings.timezone, items: entries.map((e) => presentCalendarItem(e, settings.timezone)), truncated };
  });

  registerTeamCall(app, getScheduleEvent, 'team:read', async ({ query, access: { settings } }) => {
    return presentScheduleEvent(await events.getEventRecord(app.db, query.orgId, query.eventId), settings.timezone);
  });

  registerTeamCall(app, postScheduleEvent, 'team:write', async ({ query, body, access: { settings } }) => {
    return presentScheduleEvent(await events.createEvent(app.db, query.orgId, body), settings.timezone);
  });

  registerTeamCall(app, patchScheduleEvent, 'team:write', async ({ query, body, access: { settings, user } }) => {
    return presentScheduleEvent(await events.updateEvent(app.db, query.orgId, query.eventId, body, user.id), settings.timezone);
  });

  registerTeamCall(app, deleteScheduleEvent, 'team:write', async ({ query, access: { user } }) => {
    await events.deleteEvent(app.db, query.orgId, query.eventId, query.scope, query.occurrence, user.id);
    return { ok: true as const };
  });

  registerTeamCall(app, getOccurrence, 'team:read', async ({ query, access: { user, role, settings } }) => {
    const target = await resolveTarget(app.db, query.orgId, query, meetScopeOf(role));
    const [summaries, responders, sheet] = await Promise.all([
      summariesFor(app.db, query.orgId, [target.key], user.id),
      respondersOf(app.db, query.orgId, target.key).then((all) => visibleResponders(app.db, query.orgId, user.id, role, all)),
      can(role, 'team:write') ? attendanceSheet(app.db, query.orgId, target) : null,
    ]);
    const answers = summaries.get(target.key) ?? emptySummary();
    const item =
      target.type === 'meet'
        ? presentCalendarItem({ type: 'meet', meet: target.meet, key: target.key, sortKey: '', answers }, settings.timezone)
        : presentCalendarItem({ type: 'event', occurrence: target.record, key: target.key, sortKey: '', answers }, settings.timezone);
    return {
      item,
      timezone: settings.timezone,
      responses: responders.map(presentResponder),
      attendance: sheet ? sheet.map(presentAttendanceRow) : null,
    };
  });

  registerTeamCall(app, postAvailability, 'team:read', async ({ query, body, access: { user, role } }) => {
    const target = await resolveTarget(app.db, query.orgId, query, meetScopeOf(role));
    await setAnswer(app.db, query.orgId, target, user.id, body.answer);
    const summary = (await summariesFor(app.db, query.orgId, [target.key], user.id)).get(target.key) ?? emptySummary();
    return { answer: summary.mine, counts: summary.counts };
  });

  await app.register(attendanceRoutes);
  await app.register(feedRoutes, { publicUrl });
};
