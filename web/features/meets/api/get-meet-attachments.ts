import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFiles } from '@core/api/files';
import { callApi } from '../../../lib/api-client';

/** Custom metadata key that ties an attachment (heat sheet, results PDF) to its meet. */
export const MEET_ID_METADATA = 'meetId';
const LIMIT = 200;

/**
 * GET /api/files/get (purpose attachment): the team's attachments, kept to those whose custom
 * metadata names this meet. The files call has no metadata filter, so the newest 200 are read.
 */
export const fetchMeetAttachments = async (orgId: string, meetId: string) => {
  const page = await callApi(getFiles, { query: { orgId, purpose: 'attachment', limit: LIMIT, sortBy: '-timeCreated' } });
  return page.items.filter((file) => file.customMetadata[MEET_ID_METADATA] === meetId);
};

// under ['files'] so that uploads and deletes (which invalidate ['files']) refresh it
export const meetAttachmentsQueryOptions = (orgId: string, meetId: string) =>
  queryOptions({ queryKey: ['files', orgId, 'meet', meetId] as const, queryFn: () => fetchMeetAttachments(orgId, meetId) });

export const useMeetAttachments = (orgId: string, meetId: string) => useQuery(meetAttachmentsQueryOptions(orgId, meetId));
