import { useMutation, useQuery } from '@tanstack/react-query';
import {
  deleteAthletePublicConsent,
  getAthletePublicStatus,
  postAthletePublicConsent,
  type AthletePublicStatus,
} from '@core/api/public-pages';
import type { ConsentGiver } from '@core/public-pages/privacy';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = (orgId: string, athleteId: string) => ['athlete-public-status', orgId, athleteId] as const;

/** GET /api/athletes/public-consent/get: minor or adult, the team's setting, the consent, what the caller may do. */
export const useAthletePublicStatus = (orgId: string, athleteId: string) =>
  useQuery({ queryKey: key(orgId, athleteId), queryFn: () => callApi(getAthletePublicStatus, { query: { orgId, athleteId } }) });

/** POST (record: as the adult athlete, as a minor's parent, as a coach for a parent) and DELETE (withdraw) the consent. */
export const useAthleteConsent = (orgId: string, athleteId: string) => {
  const record = useMutation({
    mutationFn: (body: { as: ConsentGiver; note: string }) => callApi(postAthletePublicConsent, { query: { orgId, athleteId }, body }),
    onSuccess: (status: AthletePublicStatus) => queryClient.setQueryData(key(orgId, athleteId), status),
  });
  const withdraw = useMutation({
    mutationFn: () => callApi(deleteAthletePublicConsent, { query: { orgId, athleteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(orgId, athleteId) }),
  });
  return { record, withdraw };
};
