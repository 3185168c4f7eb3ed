import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavLink, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ICON_SIZE } from '@core/constants';
import { useUserMode } from '../../lib/store/hooks';
import { paths } from '../../app/paths';
import { MessagingNavBadge } from '../../features/messaging';
import { ADMIN_NAV_ITEMS, NAV_ITEMS, isNavItemActive, type NavItem } from './nav-items';
import classes from './app-navbar.module.css';
import shell from './app-shell.module.css';

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

/**
 * Whether the navbar's links are drawn: always beside the page, and behind the burger only once it
 * has been opened (a phone's first load draws the page, not thirteen links it cannot see).
 */
const useNavbarDrawn = (opened: boolean): boolean => {
  const { breakpoints } = useMantineTheme();
  const behindBurger = useMediaQuery(`(max-width: calc(${breakpoints.sm} - 1px))`, false, { getInitialValueInEffect: false });
  const wanted = opened || !behindBurger;
  const [drawn, setDrawn] = useState(wanted);
  if (wanted && !drawn) setDrawn(true);
  return drawn || wanted;
};

/** The navbar: every area of the dashboard, and Admin › Organizations in admin mode. */
export function AppNavbar({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const mode = useUserMode();
  const drawn = useNavbarDrawn(opened);
  return (
    <nav id="dashboard-navbar" className={shell.navbar} data-opened={opened || undefined} data-shell="navbar" aria-label="Dashboard">
      {drawn ? <NavbarLinks pathname={pathname} admin={mode === 'admin'} onNavigate={onNavigate} /> : null}
    </nav>
  );
}

function NavbarLinks({ pathname, admin, onNavigate }: { pathname: string; admin: boolean; onNavigate: () => void }) {
  return (
    <div className={classes.links}>
      <nav aria-label="Areas">
        {NAV_ITEMS.map((item) => (
          <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
        {admin ? (
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
    </div>
  );
}
