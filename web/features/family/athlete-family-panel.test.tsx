// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAthleteFamily, postAthleteFamilyLink, postFamilyLinkConfirm, type AthleteFamily, type FamilyLink } from '@core/api/family';
import { getMembers, type Member } from '@core/api/members';
import type { RoleName } from '@core/roles';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { AthleteFamilyPanel } from './athlete-family-panel';

const ORG = testOrganization().id;
const KIM = '00000000-0000-4000-8000-0000000000a1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const member = (n: number, firstName: string, roleName: RoleName): Member => ({
  id: id(n),
  organizationId: ORG,
  userId: id(100 + n),
  roleName,
  firstName,
  lastName: 'Lee',
  email: `${firstName.toLowerCase()}@example.com`,
  profilePhoto: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const link = (n: number, firstName: string, status: FamilyLink['status']): FamilyLink => ({
  id: id(200 + n),
  athleteId: KIM,
  athleteFirstName: 'Kim',
  athleteLastName: 'Lee',
  userId: id(100 + n),
  firstName,
  lastName: 'Lee',
  email: `${firstName.toLowerCase()}@example.com`,
  status,
  requestedAt: '2026-01-02T00:00:00.000Z',
});

describe("a coach's parents panel on an athlete's page", () => {
  it('confirms a waiting parent, links another member, and offers only members who can be parents', async () => {
    const sent: Sent[] = [];
    let family: AthleteFamily = { code: 'ABCD2345', links: [link(2, 'Pat', 'pending')] };
    network.use(
      answer(getAthleteFamily, () => family),
      answer(getMembers, () => [
        member(1, 'Cory', 'coach'),
        member(2, 'Pat', 'invitee'),
        member(3, 'Sam', 'invitee'),
        member(4, 'Kim', 'invitee'),
      ]),
      answer(
        postFamilyLinkConfirm,
        () => {
          family = { ...family, links: [link(2, 'Pat', 'confirmed')] };
          return family.links[0]!;
        },
        sent,
      ),
      answer(
        postAthleteFamilyLink,
        ({ body }) => {
          const made = link(3, 'Sam', 'confirmed');
          family = { ...family, links: [...family.links, made] };
          expect(body.userId).toBe(made.userId);
          return made;
        },
        sent,
      ),
    );
    const { user } = renderWithApp(<AthleteFamilyPanel orgId={ORG} athleteId={KIM} athleteUserId={id(104)} />);
    expect((await screen.findByTestId('family-code')).textContent).toBe('ABCD-2345');
    const list = screen.getByRole('list', { name: 'Parents and guardians' });
    expect(within(list).getByText('Waiting')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm Pat' }));
    await waitFor(() => expect(within(list).queryByText('Waiting')).toBeNull());
    expect(sent[0]!.query.get('linkId')).toBe(id(202));
    // the choice: invitees who are neither linked already (Pat) nor the athlete themself (Kim), never staff
    const picker = screen.getByRole('combobox', { name: 'Link a member as parent' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a member', 'Sam Lee']);
    await user.selectOptions(picker, id(103));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(within(list).getByText('Sam Lee')).toBeTruthy());
    expect(sent.map((s) => s.path)).toEqual([postFamilyLinkConfirm.path, postAthleteFamilyLink.path]);
  });
});
