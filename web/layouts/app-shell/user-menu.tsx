import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { displayName, fullName } from '@core/user-names';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/store/hooks';
import { appActions } from '../../lib/store/app-store';
import { queryClient } from '../../lib/query-client';
import { importWithReload } from '../../app/reload-guard';
import { PictureAvatar } from './picture-avatar';

const loadSignOut = () => import('../../features/auth/use-sign-out');

/** The signed-in user ("Dana R."), account and settings links, the user-mode switch for product admins, sign out. */
export function UserMenu() {
  const { user, userMode } = useSession();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!user) return null;
  const name = displayName(user) || user.email;
  const initials = `${[...user.firstName][0] ?? ''}${[...user.lastName][0] ?? ''}`.toUpperCase() || '?';

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
    <Menu position="bottom-end" width={240} withinPortal shadow="md" onOpen={() => void loadSignOut().catch(() => undefined)}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <PictureAvatar size={30} radius="xl" color="black" photo={user.profilePhoto} initials={initials} />
            <Text size="sm" fw={600} visibleFrom="xs" data-testid="user-display-name">
              {name}
            </Text>
            <IconChevronDown size={ICON_SIZE - 2} />
          </Group>
        </UnstyledButton>
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
        <Menu.Item color="red.9" leftSection={<IconLogout size={ICON_SIZE} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
