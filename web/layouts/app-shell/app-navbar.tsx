import { Link, useLocation } from 'react-router';
import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { ICON_SIZE } from '@core/constants';
import { useUserMode } from '../../lib/store/hooks';
import { paths } from '../../app/paths';
import { MessagingNavBadge } from '../../features/messaging';
import { ADMIN_NAV_ITEMS, NAV_ITEMS, isNavItemActive, type NavItem } from './nav-items';

function Item({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const Icon = item.icon;
  const active = isNavItemActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<Icon size={ICON_SIZE} stroke={1.8} />}
      rightSection={item.to === paths.messaging ? <MessagingNavBadge /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** The navbar: every area of the dashboard, and Admin › Organizations in admin mode. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const mode = useUserMode();
  return (
    <AppShell.Navbar id="dashboard-navbar" p="xs" aria-label="Dashboard">
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
        <nav aria-label="Areas">
          {NAV_ITEMS.map((item) => (
            <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
          ))}
          {mode === 'admin' ? (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                Admin
              </Text>
              {ADMIN_NAV_ITEMS.map((item) => (
                <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </>
          ) : null}
        </nav>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
