import { useOrganization, useUser } from '../../lib/store/hooks';
import { useMessagingLive } from './live/use-messaging-live';

/**
 * Keeps the team's messaging socket open while the dashboard is shown, so unread counts and any
 * open channel are live. A component of its own in the dashboard shell: the socket must not
 * depend on which navigation is drawn (a phone's is drawn only once opened).
 */
export function MessagingLive() {
  const organization = useOrganization();
  const user = useUser();
  // the socket belongs to a signed-in user: signing out (or another user signing in) closes it
  useMessagingLive(user ? organization?.id : undefined, user?.id);
  return null;
}
