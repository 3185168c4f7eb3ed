// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getChannels, getMessages, getMessagingSettings, postRead, type Channel, type Message } from '@core/api/messaging';
import type { RoleName } from '@core/roles';
import { answer, network } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import MessagingPage from './messaging-page';

const ORG = testOrganization().id;
const ME = '00000000-0000-4000-8000-000000000001';
const SAM = '00000000-0000-4000-8000-000000000002';
const DM = '00000000-0000-4000-8000-0000000000d1';
const NEWS = '00000000-0000-4000-8000-0000000000a1';

const message = (id: number, channelId: string, text: string, minute: number): Message => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  organizationId: ORG,
  channelId,
  author: { userId: SAM, firstName: 'Sam', lastName: 'Diaz', profilePhoto: null },
  text,
  attachments: [],
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  editedAt: null,
  deletedAt: null,
});

const HISTORY: Record<string, Message[]> = {
  // newest first, as the server pages them
  [DM]: [message(12, DM, 'See you at the track', 12), message(11, DM, 'Is practice at four?', 11)],
  [NEWS]: [message(21, NEWS, 'Bus leaves at 7:15 on Saturday', 5)],
};

const channel = (id: string, kind: Channel['kind'], over: Partial<Channel> = {}): Channel => ({
  id,
  organizationId: ORG,
  kind,
  name: '',
  eventGroups: [],
  members: [],
  isMember: true,
  canPost: true,
  unreadCount: 0,
  lastMessage: HISTORY[id]![0]!,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const stubMessaging = () =>
  network.use(
    answer(getChannels, () => ({
      items: [
        channel(NEWS, 'announcements'),
        channel(DM, 'direct', {
          members: [
            { userId: ME, firstName: 'Pat', lastName: 'Lee', roleName: 'coach' },
            { userId: SAM, firstName: 'Sam', lastName: 'Diaz', roleName: 'invitee' },
          ],
        }),
      ],
      totalUnread: 0,
    })),
    answer(getMessages, ({ query }) => ({ items: HISTORY[query.get('channelId')!] ?? [], nextBefore: null })),
    answer(getMessagingSettings, () => ({ directMessages: 'two-adults' as const, emailAnnouncements: false, canEditPolicy: false })),
    answer(postRead, () => ({ unreadCount: 0, totalUnread: 0 })),
  );

describe('messaging page', () => {
  it.each<RoleName>(['coach', 'invitee'])('shows only the open channel’s messages after switching back and forth (%s)', async (role) => {
    stubMessaging();
    const { user } = renderWithApp(<MessagingPage />, { role, user: { id: ME } });
    const channels = await screen.findByRole('navigation', { name: 'Channels' });
    const conversation = () => screen.getByTestId('conversation');

    await user.click(within(channels).getByText('Sam Diaz'));
    await within(conversation()).findByText('Is practice at four?');
    await user.click(within(channels).getByText('Announcements'));
    await within(conversation()).findByText('Bus leaves at 7:15 on Saturday');
    await user.click(within(channels).getByText('Sam Diaz'));
    await within(conversation()).findByText('See you at the track');

    await waitFor(() => expect(within(conversation()).queryByText('Bus leaves at 7:15 on Saturday')).toBeNull());
    expect(within(conversation()).getAllByTestId('message-list')).toHaveLength(1);
    expect(within(conversation()).getAllByText('The start of this conversation')).toHaveLength(1);
    expect(within(conversation()).getAllByText('Is practice at four?')).toHaveLength(1);
  });
});
