import { queryOptions, useQuery } from '@tanstack/react-query';
import { getScheduleEvent } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';

/** GET /api/schedule/event/get: a series with its rule and its changed or cancelled occurrences. */
export const scheduleEventQueryOptions = (orgId: string, eventId: string) =>
  queryOptions({
    queryKey: ['schedule', 'event', orgId, eventId] as const,
    queryFn: () => callApi(getScheduleEvent, { query: { orgId, eventId } }),
  });

export const useScheduleEvent = (orgId: string | undefined, eventId: string | null) =>
  useQuery({ ...scheduleEventQueryOptions(orgId ?? '', eventId ?? ''), enabled: Boolean(orgId && eventId) });
