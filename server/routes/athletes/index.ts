import type { FastifyInstance } from 'fastify';
import { deleteAthlete, getAthlete, getAthletes, patchAthlete, postAthlete } from '@core/api/athletes';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { can } from '@core/roles';
import { forCaller, presentAthlete, presentAthleteProfile, presentRosterAthlete } from '../../presenters/athlete';
import * as athletes from '../../services/athletes/athletes';
import { loadAthleteProfile } from '../../services/athletes/profile';
import { listRoster } from '../../services/athletes/roster';
import { loadTeamSettings } from '../../services/performance/team-settings';
import { cachedAnswer } from '../../http/answer-cache';
import { athleteTransferRoutes } from './transfer';

export const athletesRoutes = async (app: FastifyInstance): Promise<void> => {
  // The two heavy reads answer from the cache while the team's data is unchanged (decision 014).
  registerCall(app, getAthletes, async ({ query, request, reply }) => {
    const { dataVersion, role, user } = await authorize(request, query.orgId);
    const caller = { personalData: can(role, 'team:personal-data'), userId: user.id };
    // staff share one cached answer; an invitee's is their own (their linked athlete keeps its details)
    const parts = { ...query, viewer: caller.personalData ? 'staff' : user.id };
    return cachedAnswer(request, reply, getAthletes, { organizationId: query.orgId, dataVersion, parts }, async () => {
      const settings = await loadTeamSettings(app.db, query.orgId);
      const { rows, total } = await listRoster(app.db, app.pool, query.orgId, query, settings.handTimeConversion);
      const today = new Date();
      return { items: rows.map((r) => forCaller(presentRosterAthlete(r, settings, today), caller)), total, limit: query.limit, offset: query.offset };
    });
  });

  registerCall(app, getAthlete, async ({ query, request, reply }) => {
    const { dataVersion, role, user } = await authorize(request, query.orgId);
    const caller = { personalData: can(role, 'team:personal-data'), userId: user.id };
    const parts = { athleteId: query.athleteId, viewer: caller.personalData ? 'staff' : user.id };
    return cachedAnswer(request, reply, getAthlete, { organizationId: query.orgId, dataVersion, parts }, async () => {
      const [settings, athlete] = await Promise.all([loadTeamSettings(app.db, query.orgId), athletes.getAthleteOr404(app.db, query.orgId, query.athleteId)]);
      return forCaller(presentAthleteProfile(await loadAthleteProfile(app.db, athlete, settings.handTimeConversion), settings), caller);
    });
  });

  registerCall(app, postAthlete, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentAthlete(await athletes.createAthlete(app.db, query.orgId, body));
  });

  registerCall(app, patchAthlete, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentAthlete(await athletes.updateAthlete(app.db, query.orgId, query.athleteId, body));
  });

  registerCall(app, deleteAthlete, async ({ query, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    await athletes.deleteAthlete(app.db, query.orgId, query.athleteId, {
      backend: app.storage.backend,
      onError: (err, file) => request.log.warn({ err, key: file.fullPath }, 'could not remove the bytes of a deleted file'),
    });
    return { ok: true as const };
  });

  await app.register(athleteTransferRoutes);
};
