import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteCompetitor, getCompetitors, getStandings, patchCompetitor, postCompetitor, type CompetitorInput } from '@core/api/standings';
import { callApi } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** GET /api/meet/standings/get: the meet's team standings by its scoring. */
export const useStandings = (orgId: string, meetId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['meet-standings', orgId, meetId],
    queryFn: () => callApi(getStandings, { query: { orgId, meetId } }),
    enabled: enabled && Boolean(orgId && meetId),
  });

/** GET /api/meet/competitors/get: other teams' finishers at the meet. */
export const useCompetitors = (orgId: string, meetId: string) =>
  useQuery({
    queryKey: ['meet-competitors', orgId, meetId],
    queryFn: () => callApi(getCompetitors, { query: { orgId, meetId } }),
    enabled: Boolean(orgId && meetId),
  });

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['meet-competitors'] }),
    queryClient.invalidateQueries({ queryKey: ['meet-standings'] }),
  ]);

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

export const useDeleteCompetitor = (orgId: string) =>
  useMutation({
    mutationFn: async (competitorId: string) => {
      await callApi(deleteCompetitor, { query: { orgId, competitorId } });
      await refresh();
    },
  });
