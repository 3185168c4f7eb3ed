import { Outlet } from 'react-router';
import { useDisclosure } from '@mantine/hooks';
import { AppHeader } from './app-shell/app-header';
import { AppNavbar } from './app-shell/app-navbar';
import classes from './app-shell/app-shell.module.css';
import { MessagingLive } from '../features/messaging';
import { useSyncSelectedOrganization } from '../features/organizations/use-sync-selected-organization';
import { useSyncSessionUser } from '../features/user/use-sync-session-user';
import { useAfterFirstPaint } from '../lib/after-next-paint';

/**
 * Keeps the stored organization and user in step with the server. A component of its own: the
 * answers of its two queries re-render only it, not the whole shell (decision 015). Drawn once the
 * first page is painted: its two requests refresh what is stored, which the first paint does not
 * wait for.
 */
function SessionSync() {
  useSyncSelectedOrganization();
  useSyncSessionUser();
  return null;
}

/** Layout "default": the dashboard shell (header, navbar collapsing to a burger on phones, the page). */
export default function DefaultLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const painted = useAfterFirstPaint();
  return (
    <>
      {painted ? <SessionSync /> : null}
      <MessagingLive />
      <AppHeader opened={opened} onToggle={toggle} />
      <AppNavbar opened={opened} onNavigate={close} />
      <main id="main" className={classes.main} data-shell="main">
        <Outlet />
      </main>
    </>
  );
}
