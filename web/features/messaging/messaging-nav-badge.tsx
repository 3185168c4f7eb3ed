import { Badge } from '@mantine/core';
import { useOrganization, useUser } from '../../lib/store/hooks';
import { useUnread } from './api/get-unread';
import { useMessagingLive } from './live/use-messaging-live';

/**
 * The total of unread messages beside "Messaging" in the navigation. It also keeps the team's
 * messaging socket open while the dashboard is shown, so the count (and any open channel) is live.
 */
export function MessagingNavBadge() {
  const organization = useOrganization();
  const user = useUser();
  // the socket belongs to a signed-in user: signing out (or another user signing in) closes it
  useMessagingLive(user ? organization?.id : undefined, user?.id);
  const unread = useUnread(organization?.id);
  const total = unread.data?.totalUnread ?? 0;
  if (!total) return null;
  return (
    <Badge size="sm" color="red" variant="filled" aria-label={`${total} unread messages`} data-testid="messaging-unread-badge">
      {total > 99 ? '99+' : total}
    </Badge>
  );
}
