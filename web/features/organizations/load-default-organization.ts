import { appActions } from '../../lib/store/app-store';
import { fetchOrganization } from './api/get-organization';
import { fetchOrganizations } from './api/get-organizations';

/**
 * Selects the user's default organization: the first of the list (seed section 4). Used by the
 * guards and after the selected team is deleted. Answers whether one was found; any failure counts
 * as none (seed: failed organization load goes to /onboard/org).
 */
export const loadDefaultOrganization = async (): Promise<'found' | 'none'> => {
  try {
    const [first] = await fetchOrganizations();
    if (!first) return 'none';
    appActions.selectOrganization(await fetchOrganization(first.id));
    return 'found';
  } catch {
    return 'none';
  }
};
