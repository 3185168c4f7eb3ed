import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAthletes } from '@core/api/athletes';
import type { CallQueryInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type RosterQuery = Omit<NonNullable<CallQueryInput<typeof getAthletes>>, 'orgId'>;

/** GET /api/athletes/get: one page of the roster with PR counts and key PRs. */
export const fetchAthletes = (orgId: string, query: RosterQuery) =>
  callApi(getAthletes, { query: { ...query, orgId, search: query.search?.trim() || undefined } });

export const athletesQueryKey = (orgId: string) => ['athletes', orgId] as const;

export const athletesQueryOptions = (orgId: string, query: RosterQuery) =>
  queryOptions({
    queryKey: [...athletesQueryKey(orgId), query] as const,
    queryFn: () => fetchAthletes(orgId, query),
    placeholderData: keepPreviousData,
  });

export const useAthletes = (orgId: string | undefined, query: RosterQuery, enabled = true) =>
  useQuery({ ...athletesQueryOptions(orgId ?? '', query), enabled: enabled && Boolean(orgId) });

/** Every roster list of every organization: after an add, edit, delete or import. */
export const invalidateAthletes = () => queryClient.invalidateQueries({ queryKey: ['athletes'] });
