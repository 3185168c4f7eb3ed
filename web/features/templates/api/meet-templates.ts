import { useQuery } from '@tanstack/react-query';
import { deleteMeetTemplate, getMeetTemplates, patchMeetTemplate, postMeetTemplate } from '@core/api/meet-templates';
import { postMeetEventsTemplate } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callQuery, useCallMutation } from '../../../lib/call-hooks';
import { queryClient } from '../../../lib/query-client';
import { invalidateMeet, invalidateMeets } from '../../meet-data';

const templatesKey = (orgId: string) => ['meet-templates', orgId] as const;

/** GET /api/meet-templates/get: the team's meet templates by name (coaches and above). */
export const useMeetTemplates = (orgId: string | undefined, enabled = true) =>
  useQuery({ ...callQuery(getMeetTemplates, templatesKey(orgId ?? ''), { orgId: orgId! }), enabled: Boolean(orgId) && enabled });

/** What a saved, renamed or deleted template makes stale: the team's list of templates. */
const invalidateTemplates = (orgId: string) => queryClient.invalidateQueries({ queryKey: templatesKey(orgId) });

/** POST /api/meet-templates/post: a meet saved as a template. */
export const usePostMeetTemplate = (orgId: string) =>
  useCallMutation(
    postMeetTemplate,
    (body: CallBodyInput<typeof postMeetTemplate>) => ({ query: { orgId }, body }),
    () => invalidateTemplates(orgId),
  );

/** PATCH /api/meet-template/patch: a new name. */
export const usePatchMeetTemplate = (orgId: string) =>
  useCallMutation(
    patchMeetTemplate,
    (v: { templateId: string; name: string }) => ({ query: { orgId, templateId: v.templateId }, body: { name: v.name } }),
    () => invalidateTemplates(orgId),
  );

/** DELETE /api/meet-template/delete */
export const useDeleteMeetTemplate = (orgId: string) =>
  useCallMutation(
    deleteMeetTemplate,
    (templateId: string) => ({ query: { orgId, templateId } }),
    () => invalidateTemplates(orgId),
  );

/** POST /api/meet/events/template/post: a template's events (and optionally entries) added to a meet. */
export const usePostMeetEventsTemplate = (orgId: string, meetId: string) =>
  useCallMutation(
    postMeetEventsTemplate,
    (body: CallBodyInput<typeof postMeetEventsTemplate>) => ({ query: { orgId, meetId }, body }),
    () => Promise.all([invalidateMeet(orgId, meetId), invalidateMeets()]),
  );
