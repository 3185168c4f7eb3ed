import { prefetchLoader } from '../../app/route-prefetch';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../lib/store/app-store';
import { athletesQueryOptions } from '../athletes';
import { meetsQueryOptions } from '../meets';
import { membersQueryOptions } from '../members';
import { organizationLinkQueryOptions } from '../organizations';
import { recentPrsQueryOptions } from './api/get-recent-prs';
import { RECENT_PRS_SHOWN } from './recent-prs-card';
import { NEXT_MEETS } from './use-team-home';

/**
 * The home page's queries, started beside the guards' role check (decision 015): the page renders once, with its data.
 * @public the router reads it from the lazily loaded page module (`loader`)
 */
export const dashboardLoader = prefetchLoader((orgId) => {
  void queryClient.prefetchQuery(membersQueryOptions(orgId));
  void queryClient.prefetchQuery(meetsQueryOptions(orgId, { when: 'upcoming', limit: NEXT_MEETS }));
  void queryClient.prefetchQuery(athletesQueryOptions(orgId, { limit: 1 }));
  void queryClient.prefetchQuery(recentPrsQueryOptions(orgId, RECENT_PRS_SHOWN));
  if (appStore.getState().organization?.capabilities.includes('invite:read'))
    void queryClient.prefetchQuery(organizationLinkQueryOptions(orgId));
});
