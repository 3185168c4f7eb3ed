// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAthletes, type RosterAthlete } from '@core/api/athletes';
import { getInvites, postInvite, revokeInvite, type Invite } from '@core/api/invites';
import { answer, apiError, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { InvitePeopleCard } from './invite-people-card';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const athlete = (n: number, firstName: string, lastName: string): RosterAthlete => ({
  id: id(n),
  organizationId: ORG,
  firstName,
  lastName,
  gender: 'female',
  gradYear: 2028,
  grade: 10,
  birthdate: null,
  email: null,
  eventGroups: [],
  preferredEvents: [],
  photo: null,
  status: 'active',
  userId: null,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  prCount: 0,
  resultCount: 0,
  keyPrs: [],
});

const pendingInvite = (email: string, over: Partial<Invite> = {}): Invite => ({
  id: id(500),
  email,
  role: 'athlete',
  athletes: [],
  invitedBy: 'Cory Coach',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  expired: false,
  ...over,
});

describe('Invite a person (members tab)', () => {
  it('asks a parent invite for athletes, sends email, role and athletes, and lists the invite', async () => {
    const sent: Sent[] = [];
    let invites: Invite[] = [];
    network.use(
      answer(getInvites, () => invites),
      answer(getAthletes, () => ({ items: [athlete(1, 'Sam', 'Rivera'), athlete(2, 'Kim', 'Lee')], total: 2, limit: 500, offset: 0 })),
      answer(
        postInvite,
        ({ body }) => {
          const made = pendingInvite(body.email, {
            role: body.role,
            athletes: body.athleteIds.map((a) => ({ id: a, firstName: 'Sam', lastName: 'Rivera' })),
          });
          invites = [made];
          return made;
        },
        sent,
      ),
    );
    const { user } = renderWithApp(<InvitePeopleCard orgId={ORG} actor="coach" />);
    expect(await screen.findByText(/No invites waiting/)).toBeTruthy();
    // a coach invites athletes and parents, never a coach
    expect(screen.queryByRole('radio', { name: 'Coach' })).toBeNull();
    expect(screen.getByText('Only the owner or an admin can invite a coach.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await user.click(screen.getByRole('radio', { name: 'Parent' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Choose the athletes this parent belongs to')).toBeTruthy();
    expect(sent).toEqual([]);

    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, '  Pat@Example.com ');
    const picker = screen.getByRole('combobox', { name: 'Their athletes' });
    await waitFor(() => expect(picker.getAttribute('placeholder')).toBe('Search the roster'));
    await user.type(picker, 'Sam');
    await user.click(await screen.findByRole('option', { name: 'Sam Rivera', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ email: 'Pat@Example.com', role: 'parent', athleteIds: [id(1)] });
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(list).getByText('pat@example.com')).toBeTruthy();
    expect(within(list).getByText(/Parent of Sam Rivera/)).toBeTruthy();
    // the form is ready for the next person
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(''));
  });

  it('keeps what was typed and says why when the server refuses, and withdraws a pending invite', async () => {
    const sent: Sent[] = [];
    let invites = [pendingInvite('jo@example.com')];
    network.use(
      answer(getInvites, () => invites),
      answer(postInvite, () => apiError(409, 'This person is already a member of the team.'), sent),
      answer(
        revokeInvite,
        () => {
          invites = [];
          return { ok: true as const };
        },
        sent,
      ),
    );
    const { user } = renderWithApp(<InvitePeopleCard orgId={ORG} actor="owner" />, { role: 'owner' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'member@example.com');
    await user.click(screen.getByRole('radio', { name: 'Coach' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    // the form's alert (an earlier test's toast may still be fading out beside it)
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('already a member'))).toBe(true));
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('member@example.com');

    await user.click(await screen.findByRole('button', { name: 'Withdraw the invite to jo@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/No invites waiting/)).toBeTruthy();
    expect(sent.map((s) => [s.path, s.query.get('inviteId')])).toEqual([
      [postInvite.path, null],
      [revokeInvite.path, id(500)],
    ]);
  });
});
