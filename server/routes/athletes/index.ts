import type { FastifyInstance } from 'fastify';
import { deleteAthlete, getAthlete, getAthletes, patchAthlete, postAthlete } from '@core/api/athletes';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { presentAthlete, presentAthleteProfile, presentRosterAthlete } from '../../presenters/athlete';
import * as athletes from '../../services/athletes/athletes';
import { loadAthleteProfile } from '../../services/athletes/profile';
import { listRoster } from '../../services/athletes/roster';
import { loadTeamSettings } from '../../services/performance/team-settings';
import { cachedAnswer } from '../../http/answer-cache';
import { athleteTransferRoutes } from './transfer';

export const athletesRoutes = async (app: FastifyInstance): Promise<void> => {
  // The two heavy reads answer from the cache while the team's data is unchanged (decision 014).
  registerCall(app, getAthletes, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getAthletes, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const settings = await loadTeamSettings(app.db, query.orgId);
      const { rows, total } = await listRoster(app.db, app.pool, query.orgId, query, settings.handTimeConversion);
      const today = new Date();
      return { items: rows.map((r) => presentRosterAthlete(r, settings, today)), total, limit: query.limit, offset: query.offset };
    });
  });

  registerCall(app, getAthlete, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getAthlete, { organizationId: query.orgId, dataVersion, parts: query.athleteId }, async () => {
      const [settings, athlete] = await Promise.all([loadTeamSettings(app.db, query.orgId), athletes.getAthleteOr404(app.db, query.orgId, query.athleteId)]);
      return presentAthleteProfile(await loadAthleteProfile(app.db, athlete, settings.handTimeConversion), settings);
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
