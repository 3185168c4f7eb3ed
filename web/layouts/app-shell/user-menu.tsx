import { lazy, Suspense } from 'react';
import { displayName } from '@core/user-names';
import { useSession } from '../../lib/store/hooks';
import { importWithReload } from '../../app/reload-guard';
import { useDeferredMenu } from './deferred-menu';
import { UserMenuButton } from './user-menu-button';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => importWithReload(loadDropdown));

/** The signed-in user ("Dana R."), account and settings links, the user-mode switch for product admins, sign out. */
export function UserMenu() {
  const { user, userMode } = useSession();
  const menu = useDeferredMenu(loadDropdown);
  if (!user) return null;
  const name = displayName(user) || user.email;
  const button = <UserMenuButton user={user} label={name} {...menu.buttonProps} />;
  if (!menu.wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} userMode={userMode} name={name} />
    </Suspense>
  );
}
