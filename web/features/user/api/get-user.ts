import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser } from '@core/api/user';
import { callApi } from '../../../lib/api-client';

/** GET /api/user/get: one user, by app id or identity uid (404 when the identity has no profile yet). */
export const fetchUser = (userId: string, organizationId?: string) => callApi(getUser, { query: { userId, organizationId } });

export const userQueryKey = (userId: string) => ['user', userId] as const;

export const userQueryOptions = (userId: string) => queryOptions({ queryKey: userQueryKey(userId), queryFn: () => fetchUser(userId) });

export const useUserQuery = (userId: string | undefined) => useQuery({ ...userQueryOptions(userId ?? ''), enabled: Boolean(userId) });
