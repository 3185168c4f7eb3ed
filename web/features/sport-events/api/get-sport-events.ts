import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSportEvents } from '@core/api/sport-events';
import type { Gender } from '@core/sport-events/catalogue';
import { callApi } from '../../../lib/api-client';
import { sportEventsStore } from '../../../lib/store/sport-events-store';

/** GET /api/sport-events/get (no token): the catalogue in its fixed order, optionally for one gender. */
export const fetchSportEvents = (gender?: Gender) => callApi(getSportEvents, { query: { gender } });

/** Fetches the whole list into the session store (the guard's once-per-session step). */
export const loadSportEventsIntoStore = async () => {
  try {
    const items = await fetchSportEvents();
    sportEventsStore.setState({ items, fetched: true });
  } catch {
    // remembered as tried: the guard will not block every navigation on a failing call
    sportEventsStore.setState((s) => ({ ...s, fetched: true }));
  }
};

export const sportEventsQueryOptions = (gender?: Gender) =>
  queryOptions({ queryKey: ['sport-events', gender ?? 'all'] as const, queryFn: () => fetchSportEvents(gender), staleTime: Infinity });

/** The list for pages: the session copy when present, else fetched. */
export const useSportEventsQuery = (gender?: Gender) => {
  const stored = sportEventsStore.getState().items;
  const initial = stored.length > 0 ? (gender ? stored.filter((e) => e.gender === gender) : stored) : undefined;
  return useQuery({ ...sportEventsQueryOptions(gender), initialData: initial });
};
