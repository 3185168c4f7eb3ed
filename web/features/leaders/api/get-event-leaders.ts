import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEventLeaders } from '@core/api/leaders';
import type { CallQueryInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';

export type EventLeadersQuery = Omit<NonNullable<CallQueryInput<typeof getEventLeaders>>, 'orgId'>;

/** GET /api/events/leaders/get: an event's leaders (all-time or a season), its athletes and recent results. */
export const fetchEventLeaders = (orgId: string, query: EventLeadersQuery) => callApi(getEventLeaders, { query: { ...query, orgId } });

export const eventLeadersQueryOptions = (orgId: string, query: EventLeadersQuery) =>
  queryOptions({ queryKey: ['event-leaders', orgId, query] as const, queryFn: () => fetchEventLeaders(orgId, query) });

export const useEventLeaders = (orgId: string | undefined, query: EventLeadersQuery) =>
  useQuery({ ...eventLeadersQueryOptions(orgId ?? '', query), enabled: Boolean(orgId) });
