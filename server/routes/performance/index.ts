import type { FastifyInstance } from 'fastify';
import {
  deleteStandard,
  getImprovement,
  getMyResults,
  getProgression,
  getRecentPrs,
  getSeasonLeaders,
  getStandards,
  getStandardsProgress,
  MAX_COMPARED,
  patchStandard,
  postStandard,
} from '@core/api/performance';
import { idSchema } from '@core/api/common';
import { isIndoorEvent, formatMark } from '@core/marks';
import { findSportEvent, sportEventOrder } from '@core/sport-events/sport-events';
import { can } from '@core/roles';
import { cachedAnswer } from '../../http/answer-cache';
import { badRequest } from '../../http/http-error';
import { registerTeamCall } from '../team-call';
import { presentAthleteBrief } from '../../presenters/athlete';
import { performanceEventName, presentImprovement, presentStandard } from '../../presenters/performance';
import { presentResult, presentResultSummary } from '../../presenters/result';
import { todayIn } from '@core/schedule/time-zones';
import { loadImprovement } from '../../services/performance/improvement';
import { athletesById } from '../../services/leaders/leaders';
import { loadSeasonLeaders } from '../../services/performance/season-leaders';
import { loadOwnResults, ownAthletes } from '../../services/performance/mine';
import { loadProgression } from '../../services/performance/progression';
import { loadRecentPrs } from '../../services/performance/recent-prs';
import { previousSeason, seasonScope } from '../../services/performance/seasons';
import { createStandard, listStandards, removeStandard, updateStandard } from '../../services/performance/standards';
import { loadStandardsProgress } from '../../services/performance/standards-progress';
import { handTimeComparison, markOptions } from '../../services/organizations/team-settings';
import { markOfRow } from '../../services/results/mark-row';
import { meetScopeOf } from '../../services/meets/visibility';

export const performanceRoutes = async (app: FastifyInstance): Promise<void> => {
  // every read here counts only results of meets the caller sees: an invitee's leave drafts out (decision 046)
  registerTeamCall(app, getRecentPrs, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const meets = meetScopeOf(role);
    return cachedAnswer(
      request,
      reply,
      getRecentPrs,
      { organizationId: query.orgId, dataVersion, parts: { ...query, meets } },
      async () => {
        const prs = await loadRecentPrs(app.db, query.orgId, todayIn(settings.timezone), settings.conversion, query.limit, meets);
        return {
          total: prs.total,
          items: prs.items.map(({ record, previous, isTeamRecord }) => ({
            athleteId: record.row.athleteId!,
            athleteName: record.athleteName ?? '',
            result: presentResultSummary(record, settings),
            previous: previous ? formatMark(previous.row.eventType, markOfRow(previous.row), markOptions(settings)) : null,
            isTeamRecord,
          })),
        };
      },
    );
  });

  registerTeamCall(app, getSeasonLeaders, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const scope = meetScopeOf(role);
    // unchanged while the team's data is (decision 014)
    return cachedAnswer(
      request,
      reply,
      getSeasonLeaders,
      { organizationId: query.orgId, dataVersion, parts: { ...query, scope } },
      async () => {
        const { seasons, season, eventTypes, relayTypes, gradYear, meets } = await seasonScope(
          app.db,
          query.orgId,
          query,
          settings.timezone,
          scope,
        );
        const blocks = await loadSeasonLeaders(
          app.db,
          query.orgId,
          { season, eventTypes, relayTypes, gradYear, limit: query.limit, meets },
          settings.conversion,
        );
        blocks.sort((a, b) => sportEventOrder(a.eventType) - sportEventOrder(b.eventType) || Number(a.indoor) - Number(b.indoor));
        return {
          season,
          seasons,
          ...handTimeComparison(settings),
          events: blocks.map((b) => ({
            eventType: b.eventType,
            displayName: performanceEventName(b.eventType, b.indoor && season.season !== 'indoor'),
            category: findSportEvent(b.eventType)!.category,
            leaders: b.leaders.map((l) => ({
              place: l.place,
              athlete: l.athlete ? presentAthleteBrief(l.athlete) : null,
              result: presentResult(l.result, settings),
            })),
          })),
        };
      },
    );
  });

  registerTeamCall(app, getImprovement, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const scope = meetScopeOf(role);
    return cachedAnswer(
      request,
      reply,
      getImprovement,
      { organizationId: query.orgId, dataVersion, parts: { ...query, scope } },
      async () => {
        const { seasons, season, eventTypes, gradYear, meets } = await seasonScope(app.db, query.orgId, query, settings.timezone, scope);
        const previous = previousSeason(season);
        const rows = await loadImprovement(app.db, query.orgId, { season, previous, eventTypes, gradYear, meets }, settings.conversion);
        const byId = await athletesById(
          app.db,
          query.orgId,
          rows.map((r) => r.current.row.athleteId!),
        );
        return {
          season,
          seasons,
          previous,
          rows: rows
            .filter((r) => byId.has(r.current.row.athleteId!))
            .map((r) => presentImprovement(r, byId.get(r.current.row.athleteId!)!, settings)),
        };
      },
    );
  });

  registerTeamCall(app, getProgression, 'team:read', async ({ query, access: { settings, role } }) => {
    const sport = findSportEvent(query.type);
    if (!sport || sport.kind === 'relay') throw badRequest(`query.type: Unknown individual event "${query.type}"`, 'query.type');
    const ids = [...new Set(query.athleteIds.split(',').map((id) => id.trim()))];
    if (ids.length > MAX_COMPARED || ids.some((id) => !idSchema.safeParse(id).success)) {
      throw badRequest(`query.athleteIds: Give 1 to ${MAX_COMPARED} athlete ids, separated by commas`, 'query.athleteIds');
    }
    const byId = await athletesById(app.db, query.orgId, ids);
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw badRequest(`query.athleteIds: No athlete ${missing} on this team`, 'query.athleteIds');
    const environment = query.environment ?? (isIndoorEvent(sport.type) ? 'indoor' : 'outdoor');
    const series = await loadProgression(
      app.db,
      query.orgId,
      { eventType: sport.type, indoor: environment === 'indoor', athleteIds: ids, meets: meetScopeOf(role) },
      settings.conversion,
    );
    return {
      eventType: sport.type,
      displayName: sport.displayName,
      environment,
      series: series.map((s) => ({
        athlete: presentAthleteBrief(byId.get(s.athleteId)!),
        points: s.points.map(({ record, isPR }) => {
          const summary = presentResultSummary(record, settings);
          const m = summary.mark;
          return {
            resultId: record.row.id,
            meetId: record.row.meetId,
            date: record.date,
            value: m.kind === 'time' ? (settings.conversion ? record.row.sortValue! : m.ms) : m.kind === 'length' ? m.mm : 0,
            display: summary.display,
            isPR,
          };
        }),
        seasonBests: s.seasonBests.map((r) => ({
          season: presentResultSummary(r, settings).season,
          seasonYear: r.seasonYear,
          result: presentResultSummary(r, settings),
        })),
      })),
    };
  });

  registerTeamCall(app, getStandards, 'team:read', async ({ query, access: { settings } }) => ({
    items: (await listStandards(app.db, query.orgId)).map((s) => presentStandard(s, settings)),
  }));

  registerTeamCall(app, postStandard, 'team:write', async ({ query, body, access: { settings } }) =>
    presentStandard(await createStandard(app.db, query.orgId, body, settings.handTimeRule), settings),
  );

  registerTeamCall(app, patchStandard, 'team:write', async ({ query, body, access: { settings } }) =>
    presentStandard(await updateStandard(app.db, query.orgId, query.standardId, body, settings.handTimeRule), settings),
  );

  registerTeamCall(app, deleteStandard, 'team:write', async ({ query }) => {
    await removeStandard(app.db, query.orgId, query.standardId);
    return { ok: true as const };
  });

  registerTeamCall(
    app,
    getStandardsProgress,
    'team:read',
    async ({ query, request, reply, access: { dataVersion, settings, role, user } }) => {
      // staff see the team; an invitee sees the athletes linked to their account, at meets they see
      const own = can(role, 'team:write') ? undefined : (await ownAthletes(app.db, query.orgId, user.id)).map((a) => a.id);
      const scope = meetScopeOf(role);
      return cachedAnswer(
        request,
        reply,
        getStandardsProgress,
        { organizationId: query.orgId, dataVersion, parts: { ...query, own: own?.join(',') ?? 'team', scope } },
        async () => {
          const { seasons, season, eventTypes, relayTypes, gradYear, meets } = await seasonScope(
            app.db,
            query.orgId,
            query,
            settings.timezone,
            scope,
          );
          const progress = await loadStandardsProgress(
            app.db,
            query.orgId,
            { season, eventTypes, relayTypes, gradYear, athleteIds: own, meets },
            settings.conversion,
          );
          const byId = await athletesById(
            app.db,
            query.orgId,
            progress.flatMap((p) => p.athletes.flatMap((a) => (a.best.row.athleteId ? [a.best.row.athleteId] : []))),
          );
          return {
            season,
            seasons,
            ...handTimeComparison(settings),
            standards: progress.map((p) => ({
              standard: presentStandard(p.standard, settings),
              qualifiers: p.athletes.filter((a) => a.qualified).length,
              athletes: p.athletes
                .filter((a) => a.best.row.athleteId === null || byId.has(a.best.row.athleteId))
                .map((a) => ({
                  athlete: a.best.row.athleteId === null ? null : presentAthleteBrief(byId.get(a.best.row.athleteId)!),
                  best: presentResultSummary(a.best, settings),
                  relay:
                    a.best.row.athleteId === null
                      ? { relayName: a.best.relayName, legs: (a.best.legs ?? []).filter((l) => !l.alternate) }
                      : null,
                  qualified: a.qualified,
                  gap: a.gap,
                  percentAway: a.percentAway,
                })),
            })),
          };
        },
      );
    },
  );

  registerTeamCall(app, getMyResults, 'team:read', async ({ query, access: { settings, user, role } }) => {
    const mine = await loadOwnResults(app.db, query.orgId, user.id, settings.conversion, meetScopeOf(role));
    return {
      athletes: mine.map((m) => ({
        athlete: presentAthleteBrief(m.athlete),
        latest: m.latest.map(({ record, isPR }) => ({
          ...presentResultSummary(record, settings),
          isPR,
          asRun: presentResult(record, settings).asRun,
        })),
        prs: m.prs.map((r) => presentResultSummary(r, settings)),
      })),
    };
  });
};
