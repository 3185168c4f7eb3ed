import { Badge } from '@mantine/core';
import { useOrganization } from '../../lib/store/hooks';
import { useUnread } from './api/get-unread';

/** The total of unread messages beside "Messaging" in the navigation (kept live by MessagingLive). */
export function MessagingNavBadge() {
  const organization = useOrganization();
  const unread = useUnread(organization?.id);
  const total = unread.data?.totalUnread ?? 0;
  if (!total) return null;
  return (
    <Badge size="sm" color="red" variant="filled" aria-label={`${total} unread messages`} data-testid="messaging-unread-badge">
      {total > 99 ? '99+' : total}
    </Badge>
  );
}
