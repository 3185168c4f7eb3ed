import type { FastifyInstance } from 'fastify';
import { getEventLeaders } from '@core/api/leaders';
import { isIndoorEvent } from '@core/marks';
import type { CallQuery, CallResponse } from '@core/api/define-call';
import { findSportEvent, type SportEvent } from '@core/sport-events/sport-events';
import { cachedAnswer } from '../../http/answer-cache';
import { badRequest } from '../../http/http-error';
import { registerTeamCall } from '../team-call';
import { presentAthleteBrief } from '../../presenters/athlete';
import { presentResult } from '../../presenters/result';
import { todayIn } from '@core/schedule/time-zones';
import { defaultSeason, loadEventAthletes, loadLeaders, loadRecentResults } from '../../services/leaders/leaders';
import { handTimeComparison, type TeamSettings } from '../../services/organizations/team-settings';
import { meetScopeOf, type MeetScope } from '../../services/meets/visibility';

/** The calls of core/api/leaders.ts: an event's leaders, its athletes and recent results (/api/events/…). */
export const leadersRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getEventLeaders, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const sport = findSportEvent(query.type);
    if (!sport) throw badRequest(`query.type: Unknown event "${query.type}"`, 'query.type');
    // an invitee's leaders count no draft meet's results (decision 046)
    const meets = meetScopeOf(role);
    // unchanged while the team's data is (decision 014)
    return cachedAnswer(request, reply, getEventLeaders, { organizationId: query.orgId, dataVersion, parts: { ...query, meets } }, () =>
      buildLeaders(query, sport, settings, meets),
    );
  });

  const buildLeaders = async (
    query: CallQuery<typeof getEventLeaders>,
    sport: SportEvent,
    settings: TeamSettings,
    meets: MeetScope,
  ): Promise<CallResponse<typeof getEventLeaders>> => {
    const environment = query.environment ?? (isIndoorEvent(sport.type) ? 'indoor' : 'outdoor');
    const indoor = environment === 'indoor';
    const season =
      query.scope === 'all-time'
        ? null
        : query.season && query.seasonYear
          ? { season: query.season, seasonYear: query.seasonYear }
          : await defaultSeason(app.db, query.orgId, sport, indoor, meets, todayIn(settings.timezone));
    const [leaders, athletes, recent] = await Promise.all([
      loadLeaders(
        app.db,
        query.orgId,
        { eventType: sport.type, scope: query.scope, indoor, season: season ?? undefined, limit: query.limit, meets },
        settings.conversion,
      ),
      loadEventAthletes(app.db, query.orgId, sport.type, meets),
      loadRecentResults(app.db, query.orgId, sport.type, meets),
    ]);
    return {
      eventType: sport.type,
      displayName: sport.displayName,
      gender: sport.gender,
      scope: query.scope,
      environment,
      season,
      ...handTimeComparison(settings),
      leaders: leaders.map((l) => ({
        place: l.place,
        athlete: l.athlete ? presentAthleteBrief(l.athlete) : null,
        result: presentResult(l.result, settings),
      })),
      athletes: athletes.map((a) => ({ ...presentAthleteBrief(a.athlete), resultCount: a.resultCount })),
      recent: recent.map((r) => presentResult(r, settings)),
    };
  };
};
