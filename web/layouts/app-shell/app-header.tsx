import { Badge, Burger, Group } from '@mantine/core';
import { useUserMode } from '../../lib/store/hooks';
import { BrandLink } from '../../components/brand-link';
import { paths } from '../../app/paths';
import { OrgSwitcher } from './org-switcher';
import { UserMenu } from './user-menu';
import { MessagingHeaderLink } from '../../features/messaging';
import classes from './app-shell.module.css';

/** Header of the dashboard: menu burger on phones, logo, team switcher, user menu. */
export function AppHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const mode = useUserMode();
  return (
    <header className={classes.header} data-shell="header">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Burger
            opened={opened}
            onClick={onToggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
            aria-controls="dashboard-navbar"
          />
          <Group visibleFrom="sm" wrap="nowrap">
            <BrandLink to={paths.dashboard} />
          </Group>
          <OrgSwitcher />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {mode === 'admin' ? (
            <Badge color="red" variant="filled" visibleFrom="xs" data-testid="admin-mode-badge">
              Acting as admin
            </Badge>
          ) : null}
          <MessagingHeaderLink />
          <UserMenu />
        </Group>
      </Group>
    </header>
  );
}
