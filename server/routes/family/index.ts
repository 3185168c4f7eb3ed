import type { FastifyInstance } from 'fastify';
import {
  FAMILY_MESSAGES,
  deleteFamilyLink,
  isFamilyCode,
  normalizeFamilyCode,
  getAthleteFamily,
  getFamilyRequests,
  getFamilySchedule,
  getMyFamily,
  postAthleteFamilyCodeRotate,
  postAthleteFamilyLink,
  postFamilyAvailability,
  postFamilyClaim,
  postFamilyLinkConfirm,
} from '@core/api/family';
import { MAX_SCHEDULE_RANGE_DAYS } from '@core/api/schedule';
import { can } from '@core/roles';
import { addDays } from '@core/schedule/zoned-time';
import { badRequest, notFound } from '../../http/http-error';
import { presentAthleteFamily, presentFamilyAthlete, presentFamilyLink } from '../../presenters/family';
import { presentCalendarItem } from '../../presenters/schedule';
import { getAthleteOr404 } from '../../services/athletes/athletes';
import { familyAthleteOr404 } from '../../services/family/athlete-access';
import { athleteByFamilyCode, familyCodeOf, rotateFamilyCode } from '../../services/family/codes';
import * as links from '../../services/family/links';
import { meetScopeOf } from '../../services/meets/visibility';
import { listCalendar } from '../../services/schedule/calendar';
import { athleteAnswersFor, emptySummary, setAthleteAnswer, summariesFor } from '../../services/schedule/responses';
import { resolveTarget } from '../../services/schedule/targets';
import { registerTeamCall } from '../team-call';

/** Families (decision 052): parents' own calls (team:read, scoped to their confirmed athletes) and coaches' (team:write). */
export const familyRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getMyFamily, 'team:read', async ({ query, access: { user } }) =>
    (await links.listMyFamily(app.db, query.orgId, user.id)).map(presentFamilyAthlete),
  );

  registerTeamCall(app, postFamilyClaim, 'team:read', async ({ query, body, access: { user } }) => {
    const code = normalizeFamilyCode(body.code);
    if (!isFamilyCode(code)) throw badRequest(`body.code: ${FAMILY_MESSAGES.codeForm}`, 'body.code');
    const athlete = await athleteByFamilyCode(app.db, query.orgId, code);
    if (!athlete) throw notFound(FAMILY_MESSAGES.codeNotFound, 'family-code-not-found');
    await links.linkParent(app.db, query.orgId, athlete, user.id, null);
    const mine = (await links.listMyFamily(app.db, query.orgId, user.id)).find((a) => a.athleteId === athlete.id);
    if (!mine) throw notFound(FAMILY_MESSAGES.codeNotFound, 'family-code-not-found');
    return presentFamilyAthlete(mine);
  });

  registerTeamCall(app, getFamilySchedule, 'team:read', async ({ query, access: { user, role, settings } }) => {
    if (query.to < query.from) throw badRequest('query.to: The range ends before it starts', 'query.to');
    if (query.to > addDays(query.from, MAX_SCHEDULE_RANGE_DAYS))
      throw badRequest(`query.to: At most ${MAX_SCHEDULE_RANGE_DAYS} days at once`, 'query.to');
    const athlete = await familyAthleteOr404(app.db, query.orgId, user.id, query.athleteId);
    const { entries } = await listCalendar(app.db, query.orgId, user.id, {
      from: query.from,
      to: query.to,
      audience: athlete.eventGroups,
      meetScope: meetScopeOf(role),
      limit: 1000,
    });
    const answers = await athleteAnswersFor(
      app.db,
      query.orgId,
      entries.map((e) => e.key),
      athlete,
    );
    return {
      timezone: settings.timezone,
      items: entries.map((e) =>
        presentCalendarItem({ ...e, answers: { ...e.answers, mine: answers.get(e.key) ?? null } }, settings.timezone),
      ),
    };
  });

  registerTeamCall(app, postFamilyAvailability, 'team:read', async ({ query, body, access: { user, role } }) => {
    const athlete = await familyAthleteOr404(app.db, query.orgId, user.id, query.athleteId);
    const target = await resolveTarget(app.db, query.orgId, query, meetScopeOf(role));
    await setAthleteAnswer(app.db, query.orgId, target, athlete, user.id, body.answer);
    const [summary, answers] = await Promise.all([
      summariesFor(app.db, query.orgId, [target.key], user.id),
      athleteAnswersFor(app.db, query.orgId, [target.key], athlete),
    ]);
    return { answer: answers.get(target.key) ?? null, counts: (summary.get(target.key) ?? emptySummary()).counts };
  });

  registerTeamCall(app, getAthleteFamily, 'team:write', async ({ query }) => {
    await getAthleteOr404(app.db, query.orgId, query.athleteId);
    const [code, all] = await Promise.all([
      familyCodeOf(app.db, query.orgId, query.athleteId),
      links.listAthleteLinks(app.db, query.orgId, query.athleteId),
    ]);
    return presentAthleteFamily(code, all);
  });

  registerTeamCall(app, postAthleteFamilyCodeRotate, 'team:write', async ({ query }) => {
    await getAthleteOr404(app.db, query.orgId, query.athleteId);
    const code = await rotateFamilyCode(app.db, query.orgId, query.athleteId);
    return presentAthleteFamily(code, await links.listAthleteLinks(app.db, query.orgId, query.athleteId));
  });

  registerTeamCall(app, postAthleteFamilyLink, 'team:write', async ({ query, body, access: { user } }) => {
    const athlete = await getAthleteOr404(app.db, query.orgId, query.athleteId);
    const linkId = await links.linkParent(app.db, query.orgId, athlete, body.userId, user.id);
    return presentFamilyLink(await links.getFamilyLinkOr404(app.db, query.orgId, linkId));
  });

  registerTeamCall(app, postFamilyLinkConfirm, 'team:write', async ({ query, access: { user } }) => {
    await links.getFamilyLinkOr404(app.db, query.orgId, query.linkId);
    await links.confirmFamilyLink(app.db, query.orgId, query.linkId, user.id);
    return presentFamilyLink(await links.getFamilyLinkOr404(app.db, query.orgId, query.linkId));
  });

  // a coach removes or declines any link; a parent may take back only their own (anyone else's: 404)
  registerTeamCall(app, deleteFamilyLink, 'team:read', async ({ query, access: { user, role } }) => {
    const link = await links.getFamilyLinkOr404(app.db, query.orgId, query.linkId);
    if (!can(role, 'team:write') && link.userId !== user.id) throw notFound('No such parent link', 'family-link-not-found');
    await links.deleteFamilyLink(app.db, query.orgId, query.linkId);
    return { ok: true as const };
  });

  registerTeamCall(app, getFamilyRequests, 'team:write', async ({ query }) =>
    (await links.listFamilyRequests(app.db, query.orgId)).map(presentFamilyLink),
  );
};
