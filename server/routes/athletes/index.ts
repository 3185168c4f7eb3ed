import type { FastifyInstance } from 'fastify';
import { deleteAthlete, getAthlete, getAthletes, patchAthlete, postAthlete } from '@core/api/athletes';
import { can } from '@core/roles';
import { registerTeamCall } from '../team-call';
import { forCaller, presentAthlete, presentAthleteProfile, presentRosterAthlete } from '../../presenters/athlete';
import * as athletes from '../../services/athletes/athletes';
import { loadAthleteProfile } from '../../services/athletes/profile';
import { listRoster } from '../../services/athletes/roster';
import { cachedAnswer } from '../../http/answer-cache';
import { meetScopeOf } from '../../services/meets/visibility';
import { athleteTransferRoutes } from './transfer';

export const athletesRoutes = async (app: FastifyInstance): Promise<void> => {
  // The two heavy reads answer from the cache while the team's data is unchanged (decision 014).
  registerTeamCall(app, getAthletes, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role, user } }) => {
    const caller = { personalData: can(role, 'team:personal-data'), userId: user.id };
    // staff share one cached answer; an invitee's is their own (their linked athlete keeps its details)
    const meets = meetScopeOf(role);
    const parts = { ...query, viewer: caller.personalData ? 'staff' : user.id, meets };
    return cachedAnswer(request, reply, getAthletes, { organizationId: query.orgId, dataVersion, parts }, async () => {
      // PRs and result counts of meets the caller sees (decision 046)
      const { rows, total } = await listRoster(app.db, app.pool, query.orgId, query, settings.conversion, meets);
      const today = new Date();
      return {
        items: rows.map((r) => forCaller(presentRosterAthlete(r, settings, today), caller)),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    });
  });

  registerTeamCall(app, getAthlete, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role, user } }) => {
    const caller = { personalData: can(role, 'team:personal-data'), userId: user.id };
    // an invitee's page of an athlete holds no result of a draft meet (decision 046)
    const meets = meetScopeOf(role);
    const parts = { athleteId: query.athleteId, viewer: caller.personalData ? 'staff' : user.id, meets };
    return cachedAnswer(request, reply, getAthlete, { organizationId: query.orgId, dataVersion, parts }, async () => {
      const athlete = await athletes.getAthleteOr404(app.db, query.orgId, query.athleteId);
      const profile = await loadAthleteProfile(app.db, athlete, settings.conversion, meets);
      return forCaller(presentAthleteProfile(profile, settings), caller);
    });
  });

  registerTeamCall(app, postAthlete, 'team:write', async ({ query, body }) =>
    presentAthlete(await athletes.createAthlete(app.db, query.orgId, body)),
  );

  registerTeamCall(app, patchAthlete, 'team:write', async ({ query, body }) =>
    presentAthlete(await athletes.updateAthlete(app.db, query.orgId, query.athleteId, body)),
  );

  registerTeamCall(app, deleteAthlete, 'team:write', async ({ query, request }) => {
    await athletes.deleteAthlete(app.db, query.orgId, query.athleteId, {
      backend: app.storage.backend,
      onError: (err, file) => request.log.warn({ err, key: file.fullPath }, 'could not remove the bytes of a deleted file'),
    });
    return { ok: true as const };
  });

  await app.register(athleteTransferRoutes);
};
