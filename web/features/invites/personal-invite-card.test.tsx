// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { acceptInvite, getInviteOffer, INVITE_MESSAGES, type InviteOffer } from '@core/api/invites';
import type { Member } from '@core/api/members';
import { answer, apiError, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { PersonalInviteCard } from './personal-invite-card';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const TOKEN = 't'.repeat(43);

const offer = (email: string): InviteOffer => ({
  organizationId: ORG,
  teamName: 'Northside Track',
  logo: null,
  email,
  role: 'parent',
  athletes: ['Sam R.'],
  invitedBy: 'Cory Coach',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});

const member: Member = {
  id: '00000000-0000-4000-8000-000000000010',
  organizationId: ORG,
  userId: '00000000-0000-4000-8000-000000000001',
  roleName: 'invitee',
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.com',
  profilePhoto: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
  person: 'parent',
};

describe('a personal invite opened while signed in', () => {
  it('names the team, role and athletes, and joins', async () => {
    const sent: Sent[] = [];
    const onAccepted = vi.fn();
    network.use(
      answer(getInviteOffer, () => offer('pat@example.com')),
      answer(acceptInvite, () => member, sent),
    );
    const { user } = renderWithApp(<PersonalInviteCard token={TOKEN} onAccepted={onAccepted} onDismiss={() => undefined} />, {
      role: 'invitee',
      user: { email: 'Pat@Example.com' },
    });
    await waitFor(() => expect(screen.getByTestId('personal-invite-title').textContent).toBe('Join Northside Track'));
    expect(screen.getByText('Cory Coach invited pat@example.com as a parent of Sam R.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join team' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(ORG, 'Northside Track'));
    expect(sent[0]!.body).toEqual({ token: TOKEN });
  });

  it('signed in with another address: says so and offers no join', async () => {
    network.use(answer(getInviteOffer, () => offer('pat@example.com')));
    renderWithApp(<PersonalInviteCard token={TOKEN} onAccepted={() => undefined} onDismiss={() => undefined} />, {
      role: 'invitee',
      user: { email: 'sam@example.com' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_MESSAGES.wrongEmail('pat@example.com', 'sam@example.com'));
    expect(screen.queryByRole('button', { name: 'Join team' })).toBeNull();
  });

  it("a used, expired or withdrawn link shows the server's reason", async () => {
    network.use(answer(getInviteOffer, () => apiError(410, INVITE_MESSAGES.expired)));
    renderWithApp(<PersonalInviteCard token={TOKEN} onAccepted={() => undefined} onDismiss={() => undefined} />, { role: 'invitee' });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_MESSAGES.expired);
    expect(screen.getByTestId('personal-invite-title').textContent).toBe('This invite link no longer works');
    expect(screen.queryByRole('button', { name: 'Join team' })).toBeNull();
  });
});
