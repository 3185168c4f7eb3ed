import { lazy, Suspense, useEffect } from 'react';
import { useOrganization, useUserMode } from '../../lib/store/hooks';
import { organizationsQueryOptions } from '../../features/organizations/api/get-organizations';
import { queryClient } from '../../lib/query-client';
import { importWithReload } from '../../app/reload-guard';
import { afterFirstPageDrawn } from '../../app/first-page';
import { useDeferredMenu } from './deferred-menu';
import { OrgSwitcherButton } from './org-switcher-button';

const loadDropdown = () => import('./org-switcher-dropdown');
const OrgSwitcherDropdown = lazy(() => importWithReload(loadDropdown));

/** The selected team, and a menu listing the user's other teams to switch to. */
export function OrgSwitcher() {
  const organization = useOrganization();
  const mode = useUserMode();
  const menu = useDeferredMenu(loadDropdown);
  // fetched once the first page is drawn, read when the menu opens: its answer does not re-render the header
  useEffect(() => afterFirstPageDrawn(() => void queryClient.prefetchQuery(organizationsQueryOptions())), []);
  const button = <OrgSwitcherButton organization={organization} {...menu.buttonProps} />;
  if (!menu.wanted) return button;
  return (
    <Suspense fallback={button}>
      <OrgSwitcherDropdown organization={organization} mode={mode} />
    </Suspense>
  );
}
