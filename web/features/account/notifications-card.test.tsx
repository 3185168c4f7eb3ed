// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getNotificationPreferences, patchNotificationPreferences, type NotificationPreferences } from '@core/api/notifications';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { NotificationsCard } from './notifications-card';

describe('the notifications card', () => {
  it('shows what the member is told of in the team, and a switch sends that topic alone', async () => {
    let saved: NotificationPreferences = { announcements: true, messages: true, schedule: false, results: true };
    const sent: Sent[] = [];
    network.use(
      answer(getNotificationPreferences, () => saved),
      answer(
        patchNotificationPreferences,
        ({ body }) => {
          saved = { ...saved, ...body };
          return saved;
        },
        sent,
      ),
    );
    const { user, organization } = renderWithApp(<NotificationsCard />);
    expect(await screen.findByText(`Tell me about, in ${organization.name}`)).toBeTruthy();
    const messages = screen.getByRole('switch', { name: /^Messages/ });
    expect((messages as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Schedule changes/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(messages);
    await waitFor(() => expect((screen.getByRole('switch', { name: /^Messages/ }) as HTMLInputElement).checked).toBe(false));
    expect(sent.map((s) => s.body)).toEqual([{ messages: false }]);
    expect(sent[0]!.query.get('orgId')).toBe(organization.id);
  });

  it('in a browser without push, says how to get notifications instead of offering a button', async () => {
    network.use(answer(getNotificationPreferences, () => ({ announcements: true, messages: true, schedule: true, results: true })));
    renderWithApp(<NotificationsCard />);
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
