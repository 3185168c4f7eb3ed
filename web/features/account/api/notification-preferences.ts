import { useMutation, useQuery } from '@tanstack/react-query';
import { getNotificationPreferences, patchNotificationPreferences, type NotificationPreferences } from '@core/api/notifications';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const preferencesKey = (orgId: string) => ['notifications', 'preferences', orgId] as const;

export const useNotificationPreferences = (orgId: string) =>
  useQuery({ queryKey: preferencesKey(orgId), queryFn: () => callApi(getNotificationPreferences, { query: { orgId } }) });

export const usePatchNotificationPreferences = (orgId: string) =>
  useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) => callApi(patchNotificationPreferences, { query: { orgId }, body }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey(orgId), preferences),
  });
