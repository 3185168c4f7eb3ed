import type { FastifyInstance } from 'fastify';
import { deleteEntry, deleteMeetEvent, patchMeetEvent, patchRelayEntry, postEntries, postMeetEvent, postRelayEntry } from '@core/api/meets';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { presentEntry, presentMeetEvent } from '../../presenters/meet';
import { loadEntries, loadMeetEvents } from '../../services/meets/detail';
import * as entries from '../../services/meets/entries';
import * as meetEvents from '../../services/meets/meet-events';
import { getMeetOr404 } from '../../services/meets/meets';
import { loadTeamSettings, type TeamSettings } from '../../services/performance/team-settings';

/** Events of a meet and their entries (athletes, relay teams). Every call writes: team:write. */
export const meetEventRoutes = async (app: FastifyInstance): Promise<void> => {
  const writer = async (request: Parameters<typeof authorize>[0], orgId: string) => {
    const [{ role }, settings] = await Promise.all([authorize(request, orgId), loadTeamSettings(app.db, orgId)]);
    requireCapability(role, 'team:write');
    return settings;
  };
  const eventRecord = async (orgId: string, meetId: string, eventId: string, settings: TeamSettings) =>
    (await loadMeetEvents(app.db, orgId, meetId, settings, eventId))[0]!;
  const entryRecord = async (orgId: string, entryId: string, settings: TeamSettings) => (await loadEntries(app.db, orgId, { entryIds: [entryId] }, settings))[0]!;

  registerCall(app, postMeetEvent, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    await getMeetOr404(app.db, query.orgId, query.meetId);
    const event = await meetEvents.addMeetEvent(app.db, query.orgId, query.meetId, body);
    return presentMeetEvent(await eventRecord(query.orgId, query.meetId, event.id, settings), settings);
  });

  registerCall(app, patchMeetEvent, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const event = await meetEvents.updateMeetEvent(app.db, query.orgId, query.eventId, body);
    return presentMeetEvent(await eventRecord(query.orgId, event.meetId, event.id, settings), settings);
  });

  registerCall(app, deleteMeetEvent, async ({ query, request }) => {
    await writer(request, query.orgId);
    await meetEvents.deleteMeetEvent(app.db, query.orgId, query.eventId);
    return { ok: true as const };
  });

  registerCall(app, postEntries, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, query.eventId);
    const rows = await entries.addEntries(app.db, query.orgId, event, body.athleteIds);
    const records = await loadEntries(app.db, query.orgId, { entryIds: rows.map((r) => r.id) }, settings);
    return records.map((r) => presentEntry(r, settings));
  });

  registerCall(app, postRelayEntry, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, query.eventId);
    const entry = await entries.addRelayEntry(app.db, query.orgId, event, body);
    return presentEntry(await entryRecord(query.orgId, entry.id, settings), settings);
  });

  registerCall(app, patchRelayEntry, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const entry = await entries.getEntryOr404(app.db, query.orgId, query.entryId);
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, entry.meetEventId);
    await entries.updateRelayEntry(app.db, query.orgId, entry, event, body);
    return presentEntry(await entryRecord(query.orgId, entry.id, settings), settings);
  });

  registerCall(app, deleteEntry, async ({ query, request }) => {
    await writer(request, query.orgId);
    await entries.deleteEntry(app.db, query.orgId, query.entryId);
    return { ok: true as const };
  });
};
