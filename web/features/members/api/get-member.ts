import { getMember } from '@core/api/members';
import { MESSAGES } from '@core/messages';
import { ApiRequestError, callApi, requireOrganizationId } from '../../../lib/api-client';

export const MEMBER_NOT_FOUND = 'member-not-found';

/**
 * GET /api/organization/members/member/get in the selected organization (memberId = user id).
 * A 404 becomes the member-not-found error "user with id {id} is not a member of the organization".
 */
export const fetchMember = async (memberId: string) => {
  const orgId = requireOrganizationId();
  try {
    return await callApi(getMember, { query: { orgId, memberId } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new ApiRequestError(404, MESSAGES.memberNotFound(memberId), MEMBER_NOT_FOUND);
    }
    throw error;
  }
};
