import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { Box, Menu, Switch, Text } from '@mantine/core';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { User } from '@core/api/user';
import type { UserMode } from '@core/roles';
import { ICON_SIZE } from '@core/constants';
import { focusOnMount } from './focus-on-mount';
import { fullName } from '@core/user-names';
import { paths } from '../../app/paths';
import { appActions } from '../../lib/store/app-store';
import { queryClient } from '../../lib/query-client';
import { importWithReload } from '../../app/reload-guard';
import { UserMenuButton } from './user-menu-button';
import { ColorSchemeControl } from './color-scheme-control';

const loadSignOut = () => import('../../features/auth/use-sign-out');

interface UserMenuDropdownProps {
  user: User;
  userMode: UserMode;
  name: string | null;
}

/** The user menu with its Mantine Menu: loaded after the first page (user-menu.tsx). @public the default export is loaded lazily */
export default function UserMenuDropdown({ user, userMode, name }: UserMenuDropdownProps) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // the identity client (better-auth) loads on demand, from when the menu opens: no page load needs it
  const signOut = async () => {
    const module = await importWithReload(loadSignOut);
    await module.signOut();
    await navigate(paths.auth, { replace: true });
  };

  const switchMode = (admin: boolean) => {
    appActions.setUserMode(admin ? 'admin' : 'standard');
    void queryClient.invalidateQueries();
    if (!admin && pathname.startsWith(paths.adminOrganizations)) void navigate(paths.dashboard);
    else void revalidator.revalidate(); // the guards refresh the role for the new mode
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md" defaultOpened onOpen={() => void loadSignOut().catch(() => undefined)}>
      <Menu.Target>
        <UserMenuButton user={user} label={name} ref={focusOnMount} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={paths.account} leftSection={<IconUserCircle size={ICON_SIZE} />}>
          Account
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={ICON_SIZE} />}>
          Settings
        </Menu.Item>
        {user.isProductAdmin ? (
          <>
            <Menu.Divider />
            <Menu.Item closeMenuOnClick={false} onClick={() => switchMode(userMode !== 'admin')}>
              <Switch
                label="Admin mode"
                checked={userMode === 'admin'}
                onChange={() => undefined}
                tabIndex={-1}
                styles={{ track: { pointerEvents: 'none' }, label: { cursor: 'pointer' } }}
                data-testid="admin-mode-switch"
              />
            </Menu.Item>
          </>
        ) : null}
        <Menu.Divider />
        <Box px="sm" py={6}>
          <ColorSchemeControl />
        </Box>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={ICON_SIZE} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
