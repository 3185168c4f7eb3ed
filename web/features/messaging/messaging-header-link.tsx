import { Link } from 'react-router';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { useOrganization } from '../../lib/store/hooks';
import { useUnread } from './api/get-unread';

/** On phones, where the navigation is folded away: a link to messaging with the unread total, when there is one. */
export function MessagingHeaderLink() {
  const organization = useOrganization();
  const unread = useUnread(organization?.id);
  const total = unread.data?.totalUnread ?? 0;
  if (!total) return null;
  return (
    <Indicator label={total > 99 ? '99+' : total} size={16} color="red" offset={4} hiddenFrom="sm">
      <ActionIcon
        component={Link}
        to={paths.messaging}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Messaging: ${total} unread messages`}
      >
        <IconMessages size={ICON_SIZE} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
