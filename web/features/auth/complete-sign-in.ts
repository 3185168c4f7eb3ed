import { paths } from '../../app/paths';
import { safeReferer } from '../../app/guards/route-rules';
import { isApiError } from '../../lib/api-error';
import { clearSession } from '../../lib/session';
import { refreshToken } from '../../lib/token';
import { appActions } from '../../lib/store/app-store';
import { fetchUser } from '../user';
import { fetchOrganizations, fetchOrganization } from '../organizations';
import { loadPendingInvite } from '../onboarding';

/**
 * After better-auth accepted the credentials (seed section 4, auth flow): fetch the token, then the
 * user record (none: /onboard), then the organizations (none: /onboard/org), select the first, and
 * answer where to go: a pending invite, the referer (same-origin paths only) or /dashboard.
 */
export const completeSignIn = async (referer: string | null): Promise<string> => {
  clearSession();
  const { sub } = await refreshToken();
  let user;
  try {
    user = await fetchUser(sub);
  } catch (error) {
    if (isApiError(error, 404)) return paths.onboard;
    throw error;
  }
  appActions.setUser(user);
  const [first] = await fetchOrganizations();
  if (!first) return paths.onboardOrg;
  appActions.selectOrganization(await fetchOrganization(first.id));
  if (loadPendingInvite()) return paths.onboardInvite;
  return safeReferer(referer) ?? paths.dashboard;
};
