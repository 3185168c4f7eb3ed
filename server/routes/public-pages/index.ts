import type { FastifyInstance } from 'fastify';
import {
  deleteAthletePublicConsent,
  getAthletePublicStatus,
  getPublicPageSettings,
  patchPublicPageSettings,
  postAthletePublicConsent,
} from '@core/api/public-pages';
import { registerTeamCall } from '../team-call';
import { todayIn } from '@core/schedule/time-zones';
import { loadAthletePublicStatus, recordPublicConsent, withdrawPublicConsent } from '../../services/public-pages/consent';
import * as settings from '../../services/public-pages/settings';
import { publicAddresses } from '../../presenters/public-pages/addresses';
import { publicPageRoutes } from './pages';

/** A team's public pages: its settings and athletes' consent (signed in), and the pages themselves (pages.ts). */
export const publicPagesRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  const present = (s: settings.PublicPageSettingsRecord) => ({
    enabled: s.enabled,
    slug: s.slug,
    athleteProfiles: s.athleteProfiles,
    url: publicAddresses(publicUrl, s.slug).team,
  });

  registerTeamCall(app, getPublicPageSettings, 'team:read', async ({ access: { organization } }) =>
    present(await settings.getPublicPageSettings(app.db, organization)),
  );

  // the public pages keep each team in memory: saving its settings forgets it (side effect)
  registerTeamCall(app, patchPublicPageSettings, 'organization:edit', async ({ query, body }) => {
    const saved = await settings.updatePublicPageSettings(app.db, query.orgId, body);
    app.publicTeams.forget(query.orgId);
    return present(saved);
  });

  registerTeamCall(app, getAthletePublicStatus, 'team:read', async ({ query, access: { user, role, settings: team } }) =>
    loadAthletePublicStatus(app.db, query.orgId, query.athleteId, { userId: user.id, role }, todayIn(team.timezone)),
  );

  // as 'athlete': the adult athlete's own account; 'parent': a confirmed parent of a minor; 'coach': staff recording a parent's consent.
  // The service checks who the caller is to the athlete and the rule (403 otherwise).
  registerTeamCall(app, postAthletePublicConsent, 'team:read', async ({ query, body, access: { user, role, settings: team } }) => {
    const caller = { userId: user.id, role };
    const today = todayIn(team.timezone);
    await recordPublicConsent(app.db, {
      organizationId: query.orgId,
      athleteId: query.athleteId,
      caller,
      as: body.as,
      note: body.note,
      today,
    });
    return loadAthletePublicStatus(app.db, query.orgId, query.athleteId, caller, today);
  });

  registerTeamCall(app, deleteAthletePublicConsent, 'team:read', async ({ query, access: { user, role, settings: team } }) => {
    const caller = { userId: user.id, role };
    await withdrawPublicConsent(app.db, { organizationId: query.orgId, athleteId: query.athleteId, caller, today: todayIn(team.timezone) });
    return { ok: true as const };
  });

  await app.register(publicPageRoutes, { publicUrl });
};
