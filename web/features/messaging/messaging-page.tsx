import { IconMessages } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/messaging: team channels and direct messages. */
export default function MessagingPage() {
  return (
    <AreaPage title="Messaging" subtitle="Announcements, group channels and direct messages.">
      <EmptyState
        icon={<IconMessages />}
        title="No messages yet"
        description="Your team's announcements, group channels such as distance or throws, and direct messages between members appear here as they are sent, with unread counts."
      />
    </AreaPage>
  );
}
