import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteCompetitor, getCompetitors, getStandings, patchCompetitor, postCompetitor, type CompetitorInput } from '@core/api/standings';
import { callApi } from '../../lib/api-client';
import { callQuery, useCallMutation } from '../../lib/call-hooks';
import { queryClient } from '../../lib/query-client';

/** GET /api/meet/standings/get: the meet's team standings by its scoring. */
export const useStandings = (orgId: string, meetId: string, enabled: boolean) =>
  useQuery({
    ...callQuery(getStandings, ['meet-standings', orgId, meetId], { orgId, meetId }),
    enabled: enabled && Boolean(orgId && meetId),
  });

/** GET /api/meet/competitors/get: other teams' finishers at the meet. */
export const useCompetitors = (orgId: string, meetId: string) =>
  useQuery({ ...callQuery(getCompetitors, ['meet-competitors', orgId, meetId], { orgId, meetId }), enabled: Boolean(orgId && meetId) });

/** What a saved or deleted finisher of another team makes stale: every meet's finishers and standings. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['meet-competitors'] }),
    queryClient.invalidateQueries({ queryKey: ['meet-standings'] }),
  ]);

/** A finisher of another team, new (POST) or changed (PATCH): one of two calls, so written out. */
export const useSaveCompetitor = (orgId: string) =>
  useMutation({
    mutationFn: async (v: { eventId: string; competitorId?: string; body: CompetitorInput }) => {
      const saved = v.competitorId
        ? await callApi(patchCompetitor, { query: { orgId, competitorId: v.competitorId }, body: v.body })
        : await callApi(postCompetitor, { query: { orgId, eventId: v.eventId }, body: v.body });
      await refresh();
      return saved;
    },
  });

/** DELETE /api/meet/event/competitor/delete */
export const useDeleteCompetitor = (orgId: string) =>
  useCallMutation(deleteCompetitor, (competitorId: string) => ({ query: { orgId, competitorId } }), refresh);
