import { Outlet } from 'react-router';
import { useDisclosure } from '@mantine/hooks';
import { AppHeader } from './app-shell/app-header';
import { AppNavbar } from './app-shell/app-navbar';
import classes from './app-shell/app-shell.module.css';
import { MessagingLive } from '../features/messaging';
import { useSyncSelectedOrganization } from '../features/organizations/use-sync-selected-organization';
import { useSyncSessionUser } from '../features/user/use-sync-session-user';
import { useAfterFirstPageDrawn } from '../app/first-page';
import { OfflineNotice } from '../components/offline-notice';

/** The two queries that keep the stored organization and user in step with the server. */
function SessionRefresh() {
  useSyncSelectedOrganization();
  useSyncSessionUser();
  return null;
}

/**
 * Keeps the stored organization and user in step with the server. A component of its own: the
 * answers of its two queries, and the moment it starts them, re-render only it, not the whole shell
 * (decision 015). It starts them once the first page is drawn: they refresh what is stored, which
 * the first paint does not wait for.
 */
function SessionSync() {
  return useAfterFirstPageDrawn() ? <SessionRefresh /> : null;
}

/** Layout "default": the dashboard shell (header, navbar collapsing to a burger on phones, the page). */
export default function DefaultLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <SessionSync />
      <MessagingLive />
      <AppHeader opened={opened} onToggle={toggle} />
      <AppNavbar opened={opened} onNavigate={close} />
      <main id="main" className={classes.main} data-shell="main">
        <OfflineNotice />
        <Outlet />
      </main>
    </>
  );
}
