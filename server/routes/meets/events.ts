import type { FastifyInstance } from 'fastify';
import {
  deleteEntry,
  deleteMeetEvent,
  patchMeetEvent,
  patchEntrySeed,
  patchRelayEntry,
  postEntries,
  postMeetEvent,
  postMeetEvents,
  postMeetEventsCopy,
  postMeetEventsTemplate,
  postRelayEntry,
  ENTRY_CHANGED_CODE,
} from '@core/api/meets';
import { staleVersion } from '../../http/http-error';
import { registerTeamCall } from '../team-call';
import { presentEntry, presentMeetEvent } from '../../presenters/meet';
import { loadEntries, loadMeetEvents } from '../../services/meets/detail';
import { copyMeetEvents } from '../../services/meets/copy-events';
import * as entries from '../../services/meets/entries';
import * as meetEvents from '../../services/meets/meet-events';
import { getMeetOr404 } from '../../services/meets/meets';
import { readSeed } from '../../services/meets/seeds';
import { applyTemplate, getTemplateOr404 } from '../../services/meets/templates';
import type { TeamSettings } from '../../services/organizations/team-settings';

/** Events of a meet and their entries (athletes, relay teams). Every call writes: team:write. */
export const meetEventRoutes = async (app: FastifyInstance): Promise<void> => {
  const eventRecord = async (orgId: string, meetId: string, eventId: string, settings: TeamSettings) =>
    (await loadMeetEvents(app.db, orgId, meetId, settings, eventId))[0]!;
  const entryRecord = async (orgId: string, entryId: string, settings: TeamSettings) =>
    (await loadEntries(app.db, orgId, { entryIds: [entryId] }, settings))[0]!;

  registerTeamCall(app, postMeetEvent, 'team:write', async ({ query, body, access: { settings } }) => {
    await getMeetOr404(app.db, query.orgId, query.meetId);
    const event = await meetEvents.addMeetEvent(app.db, query.orgId, query.meetId, body);
    return presentMeetEvent(await eventRecord(query.orgId, query.meetId, event.id, settings), settings);
  });

  registerTeamCall(app, postMeetEvents, 'team:write', async ({ query, body, access: { settings } }) => {
    await getMeetOr404(app.db, query.orgId, query.meetId);
    const { added, skipped } = await meetEvents.addMeetEvents(app.db, query.orgId, query.meetId, body.events);
    const ids = new Set(added.map((e) => e.id));
    const records = added.length ? await loadMeetEvents(app.db, query.orgId, query.meetId, settings) : [];
    return { added: records.filter((r) => ids.has(r.event.id)).map((r) => presentMeetEvent(r, settings)), skipped };
  });

  registerTeamCall(app, postMeetEventsCopy, 'team:write', async ({ query, body }) => {
    await getMeetOr404(app.db, query.orgId, query.meetId);
    return copyMeetEvents(app.db, query.orgId, query.meetId, body.fromMeetId, body.entries);
  });

  registerTeamCall(app, postMeetEventsTemplate, 'team:write', async ({ query, body }) => {
    await getMeetOr404(app.db, query.orgId, query.meetId);
    const template = await getTemplateOr404(app.db, query.orgId, body.templateId);
    return applyTemplate(app.db, query.orgId, query.meetId, template, body.entries);
  });

  registerTeamCall(app, patchMeetEvent, 'team:write', async ({ query, body, access: { settings } }) => {
    const event = await meetEvents.updateMeetEvent(app.db, query.orgId, query.eventId, body);
    return presentMeetEvent(await eventRecord(query.orgId, event.meetId, event.id, settings), settings);
  });

  registerTeamCall(app, deleteMeetEvent, 'team:write', async ({ query }) => {
    await meetEvents.deleteMeetEvent(app.db, query.orgId, query.eventId);
    return { ok: true as const };
  });

  registerTeamCall(app, postEntries, 'team:write', async ({ query, body, access: { settings } }) => {
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, query.eventId);
    const rows = await entries.addEntries(app.db, query.orgId, event, body.athleteIds);
    const records = await loadEntries(app.db, query.orgId, { entryIds: rows.map((r) => r.id) }, settings);
    // in the order the athletes were asked for: a caller pairs each entry with its athlete by place
    const asked = new Map(body.athleteIds.map((id, i) => [id, i]));
    const place = (r: (typeof records)[number]) => asked.get(r.entry.athleteId ?? '') ?? 0;
    return records.sort((a, b) => place(a) - place(b)).map((r) => presentEntry(r, settings));
  });

  registerTeamCall(app, postRelayEntry, 'team:write', async ({ query, body, access: { settings } }) => {
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, query.eventId);
    const entry = await entries.addRelayEntry(app.db, query.orgId, event, body);
    return presentEntry(await entryRecord(query.orgId, entry.id, settings), settings);
  });

  /** A stale change of an entry answers 409 entry-changed with the entry as it is (decision 039). */
  const answeringStale = async (orgId: string, settings: TeamSettings, run: () => Promise<void>): Promise<void> => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof entries.StaleEntryError)) throw error;
      const current = presentEntry(await entryRecord(orgId, error.entryId, settings), settings);
      throw staleVersion(error.message, ENTRY_CHANGED_CODE, current);
    }
  };

  registerTeamCall(app, patchRelayEntry, 'team:write', async ({ query, body, access: { settings } }) => {
    const entry = await entries.getEntryOr404(app.db, query.orgId, query.entryId);
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, entry.meetEventId);
    const { expectedVersion, ...input } = body;
    await answeringStale(query.orgId, settings, () => entries.updateRelayEntry(app.db, query.orgId, entry, event, input, expectedVersion));
    return presentEntry(await entryRecord(query.orgId, entry.id, settings), settings);
  });

  registerTeamCall(app, patchEntrySeed, 'team:write', async ({ query, body, access: { settings } }) => {
    const entry = await entries.getEntryOr404(app.db, query.orgId, query.entryId);
    const event = await meetEvents.getMeetEventOr404(app.db, query.orgId, entry.meetEventId);
    const seed = readSeed(event.eventType, body.seed, settings);
    await answeringStale(query.orgId, settings, () => entries.setEntrySeed(app.db, query.orgId, entry, seed, body.expectedVersion));
    return presentEntry(await entryRecord(query.orgId, entry.id, settings), settings);
  });

  registerTeamCall(app, deleteEntry, 'team:write', async ({ query }) => {
    await entries.deleteEntry(app.db, query.orgId, query.entryId);
    return { ok: true as const };
  });
};
