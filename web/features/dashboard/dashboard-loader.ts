import { afterFirstPageDrawn } from '../../app/first-page';
import { prefetchLoader } from '../../app/route-prefetch';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../lib/store/app-store';
import { athletesQueryOptions } from '../athletes';
import { meetsQueryOptions } from '../meet-data';
import { membersQueryOptions } from '../members';
import { unreadQueryOptions } from '../messaging';
import { organizationLinkQueryOptions } from '../organizations';
import { nextPracticesQueryOptions } from '../schedule';
import { recentPrsQueryOptions } from './api/get-recent-prs';
import { RECENT_PRS_ASKED } from './recent-prs-card';
import { NEXT_MEETS } from './use-team-home';

/**
 * The home page's queries, started beside the guards' role check (decision 015): the page renders once, with its data.
 * Three groups, a task each: the main column's cards (the first on a phone's screen) in two; the side column's (below them on a
 * phone, drawn in a commit after them) once the first page is on screen: on a phone's few connections its
 * three calls queued behind the others and moved the first paint later (Lighthouse counts every call
 * that ends before it).
 * @public the router reads it from the lazily loaded page module (`loader`)
 */
export const dashboardLoader = prefetchLoader(
  (orgId) => {
    void queryClient.prefetchQuery(meetsQueryOptions(orgId, { when: 'upcoming', limit: NEXT_MEETS }));
    void queryClient.prefetchQuery(athletesQueryOptions(orgId, { limit: 1 }));
    void queryClient.prefetchQuery(nextPracticesQueryOptions(orgId, Date.now()));
  },
  (orgId) => {
    // the same limit as the card's: a prefetch under another key would be fetched for nothing
    void queryClient.prefetchQuery(recentPrsQueryOptions(orgId, RECENT_PRS_ASKED));
  },
  (orgId) => {
    afterFirstPageDrawn(() => {
      void queryClient.prefetchQuery(membersQueryOptions(orgId));
      void queryClient.prefetchQuery(unreadQueryOptions(orgId));
      if (appStore.getState().organization?.capabilities.includes('invite:read'))
        void queryClient.prefetchQuery(organizationLinkQueryOptions(orgId));
    });
  },
);
