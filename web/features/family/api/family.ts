import { useMutation, useQuery } from '@tanstack/react-query';
import {
  FAMILY_SCHEDULE_DAYS,
  deleteFamilyLink,
  getAthleteFamily,
  getFamilyRequests,
  getFamilySchedule,
  getMyFamily,
  postAthleteFamilyCodeRotate,
  postAthleteFamilyLink,
  postFamilyAvailability,
  postFamilyClaim,
  postFamilyLinkConfirm,
} from '@core/api/family';
import type { AvailabilityAnswer, Target } from '@core/api/schedule';
import { addDays } from '@core/schedule/zoned-time';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Every family read: a link made, confirmed or removed changes what each shows. */
const invalidateFamily = () => queryClient.invalidateQueries({ queryKey: ['family'] });

/** GET /api/family/get: the athletes the signed-in member is a parent of. */
export const useMyFamily = (orgId: string, enabled = true) =>
  useQuery({ queryKey: ['family', 'mine', orgId], queryFn: () => callApi(getMyFamily, { query: { orgId } }), enabled });

/** POST /api/family/claim/post: ask to be linked with an athlete's family code. */
export const useClaimFamilyCode = (orgId: string) =>
  useMutation({
    mutationFn: (code: string) => callApi(postFamilyClaim, { query: { orgId }, body: { code } }),
    onSuccess: () => invalidateFamily(),
  });

/** GET /api/family/schedule/get: a linked athlete's next weeks, from `today` (YYYY-MM-DD). */
export const useFamilySchedule = (orgId: string, athleteId: string, today: string) =>
  useQuery({
    queryKey: ['family', 'schedule', orgId, athleteId, today],
    queryFn: () => callApi(getFamilySchedule, { query: { orgId, athleteId, from: today, to: addDays(today, FAMILY_SCHEDULE_DAYS) } }),
  });

/** POST /api/family/availability/post: going, maybe, not going for a linked athlete. */
export const useFamilyAnswer = (orgId: string, athleteId: string) =>
  useMutation({
    mutationFn: ({ target, answer }: { target: Target; answer: AvailabilityAnswer | null }) =>
      callApi(postFamilyAvailability, { query: { orgId, athleteId, ...target }, body: { answer } }),
    onSuccess: () => {
      void invalidateFamily();
      void queryClient.invalidateQueries({ queryKey: ['schedule'] });
    },
  });

/** GET /api/athlete/family/get (coaches): the athlete's parents and family code. */
export const useAthleteFamily = (orgId: string, athleteId: string) =>
  useQuery({
    queryKey: ['family', 'athlete', orgId, athleteId],
    queryFn: () => callApi(getAthleteFamily, { query: { orgId, athleteId } }),
  });

export const useRotateFamilyCode = (orgId: string, athleteId: string) =>
  useMutation({
    mutationFn: () => callApi(postAthleteFamilyCodeRotate, { query: { orgId, athleteId } }),
    onSuccess: () => invalidateFamily(),
  });

export const useLinkParent = (orgId: string, athleteId: string) =>
  useMutation({
    mutationFn: (userId: string) => callApi(postAthleteFamilyLink, { query: { orgId, athleteId }, body: { userId } }),
    onSuccess: () => invalidateFamily(),
  });

export const useConfirmFamilyLink = (orgId: string) =>
  useMutation({
    mutationFn: (linkId: string) => callApi(postFamilyLinkConfirm, { query: { orgId, linkId } }),
    onSuccess: () => invalidateFamily(),
  });

export const useRemoveFamilyLink = (orgId: string) =>
  useMutation({
    mutationFn: (linkId: string) => callApi(deleteFamilyLink, { query: { orgId, linkId } }),
    onSuccess: () => invalidateFamily(),
  });

/** GET /api/family/requests/get (coaches): parents waiting for a confirmation. */
export const useFamilyRequests = (orgId: string, enabled: boolean) =>
  useQuery({ queryKey: ['family', 'requests', orgId], queryFn: () => callApi(getFamilyRequests, { query: { orgId } }), enabled });
