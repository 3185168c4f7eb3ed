import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  assignBibs,
  getBibs,
  getHeatSheet,
  getHytekEntries,
  getLynxEvt,
  getLynxPpl,
  getLynxSch,
  patchAthleteBib,
  patchEntryHeat,
  patchMeetSchedule,
  seedHeats,
} from '@core/api/meet-files';
import { registerTeamCall } from '../team-call';
import { presentBibs, presentHeatSheet } from '../../presenters/meet-files';
import { assignBibs as assignBibsFromRange, loadBibs, setAthleteBib } from '../../services/meet-files/bibs';
import { hytekEntriesFile, lynxEvtFile, lynxPplFile, lynxSchFile } from '../../services/meet-files/files';
import { loadMeetLists } from '../../services/meet-files/meet-lists';
import { moveEntry, seedMeetHeats } from '../../services/meet-files/seed-heats';
import { setMeetSchedule } from '../../services/meet-files/schedule';
import { meetScopeOf } from '../../services/meets/visibility';

/** A file answered as text (not JSON), named for the browser's download. */
const sendFile = (reply: FastifyReply, name: string, text: string): string => {
  reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
  return text;
};

/** Heat sheets, seeding, the schedule's times, bibs, and the files a meet sends out (issue 29; docs/meet-files.md). */
export const meetFilesRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getHeatSheet, 'team:read', async ({ query, access }) =>
    presentHeatSheet(await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, meetScopeOf(access.role)), access.settings),
  );

  registerTeamCall(app, seedHeats, 'team:write', async ({ query, body, access }) => {
    const lists = await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all');
    await seedMeetHeats(app.db, lists, access.settings, body);
    return presentHeatSheet(await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all'), access.settings);
  });

  registerTeamCall(app, patchEntryHeat, 'team:write', async ({ query, body }) => {
    await moveEntry(app.db, query.orgId, query.entryId, body.heat, body.lane);
    return { ok: true as const };
  });

  registerTeamCall(app, patchMeetSchedule, 'team:write', async ({ query, body }) => {
    await setMeetSchedule(app.db, query.orgId, query.meetId, body);
    return { ok: true as const };
  });

  registerTeamCall(app, getBibs, 'team:read', async ({ query }) => presentBibs(await loadBibs(app.db, query.orgId)));

  registerTeamCall(app, assignBibs, 'team:write', async ({ query, body }) => ({
    assigned: await assignBibsFromRange(app.db, query.orgId, body.rangeStart, body.rangeEnd),
  }));

  registerTeamCall(app, patchAthleteBib, 'team:write', async ({ query, body }) => {
    await setAthleteBib(app.db, query.orgId, query.athleteId, body.bib);
    return { ok: true as const };
  });

  // the entries file carries birth dates: coaches and above only, as the roster export
  registerTeamCall(app, getHytekEntries, 'team:personal-data', async ({ query, reply, access }) => {
    const lists = await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all');
    return sendFile(reply, 'entries.txt', hytekEntriesFile(lists, access.settings, query.teamCode));
  });

  // start lists for the timing system: the meet's staff (coaches and above)
  registerTeamCall(app, getLynxEvt, 'team:write', async ({ query, reply, access }) =>
    sendFile(reply, 'lynx.evt', lynxEvtFile(await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all'))),
  );
  registerTeamCall(app, getLynxPpl, 'team:write', async ({ query, reply, access }) =>
    sendFile(reply, 'lynx.ppl', lynxPplFile(await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all'))),
  );
  registerTeamCall(app, getLynxSch, 'team:write', async ({ query, reply, access }) =>
    sendFile(reply, 'lynx.sch', lynxSchFile(await loadMeetLists(app.db, query.orgId, query.meetId, access.settings, 'all'))),
  );
};
