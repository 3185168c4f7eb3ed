import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { deleteMeetTemplate, getMeetTemplates, patchMeetTemplate, postMeetTemplate } from '@core/api/meet-templates';
import { postMeetEventsTemplate } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateMeet, invalidateMeets } from '../../meet-data';

const templatesKey = (orgId: string) => ['meet-templates', orgId] as const;

/** GET /api/meet-templates/get: the team's meet templates by name (coaches and above). */
export const useMeetTemplates = (orgId: string | undefined, enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: templatesKey(orgId ?? ''), queryFn: () => callApi(getMeetTemplates, { query: { orgId: orgId! } }) }),
    enabled: Boolean(orgId) && enabled,
  });

const invalidateTemplates = (orgId: string) => queryClient.invalidateQueries({ queryKey: templatesKey(orgId) });

/** POST /api/meet-templates/post: a meet saved as a template. */
export const usePostMeetTemplate = (orgId: string) =>
  useMutation({
    mutationFn: async (body: CallBodyInput<typeof postMeetTemplate>) => {
      const template = await callApi(postMeetTemplate, { query: { orgId }, body });
      await invalidateTemplates(orgId);
      return template;
    },
  });

/** PATCH /api/meet-template/patch: a new name. */
export const usePatchMeetTemplate = (orgId: string) =>
  useMutation({
    mutationFn: async (v: { templateId: string; name: string }) => {
      const template = await callApi(patchMeetTemplate, { query: { orgId, templateId: v.templateId }, body: { name: v.name } });
      await invalidateTemplates(orgId);
      return template;
    },
  });

/** DELETE /api/meet-template/delete */
export const useDeleteMeetTemplate = (orgId: string) =>
  useMutation({
    mutationFn: async (templateId: string) => {
      await callApi(deleteMeetTemplate, { query: { orgId, templateId } });
      await invalidateTemplates(orgId);
    },
  });

/** POST /api/meet/events/template/post: a template's events (and optionally entries) added to a meet. */
export const usePostMeetEventsTemplate = (orgId: string, meetId: string) =>
  useMutation({
    mutationFn: async (body: CallBodyInput<typeof postMeetEventsTemplate>) => {
      const answer = await callApi(postMeetEventsTemplate, { query: { orgId, meetId }, body });
      await Promise.all([invalidateMeet(orgId, meetId), invalidateMeets()]);
      return answer;
    },
  });
