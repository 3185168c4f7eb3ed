// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getOrganizationLink } from '@core/api/organization';
import type { Member } from '@core/api/members';
import { ROLE_CAPABILITIES, type RoleName } from '@core/roles';
import { answer, network } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { FirstSteps } from './first-steps';
import { TeamSummary } from './team-summary';

const ORG = testOrganization().id;
const COACH_STEPS = [/Invite your coaches/, /Add your athletes/, /Create your first meet/];

const member = (n: number, roleName: RoleName): Member => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organizationId: ORG,
  userId: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  roleName,
  firstName: `Member${n}`,
  lastName: 'Lee',
  email: null,
  profilePhoto: null,
  joinedAt: `2026-01-0${n}T00:00:00.000Z`,
});

const renderFirstSteps = (role: RoleName) => {
  network.use(answer(getOrganizationLink, () => ({ link: 'http://localhost:3000/onboard/invite?token=abc' })));
  return renderWithApp(<FirstSteps organizationId={ORG} capabilities={ROLE_CAPABILITIES[role]} />, { role });
};

describe('dashboard first steps, by role', () => {
  it.each<RoleName>(['owner', 'admin', 'coach'])('the %s is shown how to start the team', async (role) => {
    renderFirstSteps(role);
    expect(screen.getByRole('heading', { name: 'First steps' })).toBeTruthy();
    for (const step of COACH_STEPS) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a meet' })).toBeTruthy();
    // roles are set by those who manage members (owners, admins)
    const manages = ROLE_CAPABILITIES[role].includes('members:manage');
    expect(Boolean(screen.queryByRole('link', { name: 'Settings › Members' }))).toBe(manages);
    if (!manages) expect(screen.getByText(/An owner or admin sets their roles/)).toBeTruthy();
  });

  it('an athlete or parent (invitee) is shown what they can do, none of the coach’s steps', () => {
    renderFirstSteps('invitee');
    expect(screen.queryByRole('heading', { name: 'First steps' })).toBeNull();
    for (const step of COACH_STEPS) expect(screen.queryByText(step)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the schedule' }).getAttribute('href')).toBe('/dashboard/schedule');
    expect(screen.getByRole('link', { name: 'Open messaging' }).getAttribute('href')).toBe('/dashboard/messaging');
    expect(screen.getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe('/account');
  });
});

describe('dashboard team card, by role', () => {
  const members = [member(1, 'owner'), member(2, 'coach'), member(3, 'invitee')];

  it.each<[RoleName, boolean]>([
    ['owner', true],
    ['admin', true],
    ['coach', false],
    ['invitee', false],
  ])('the %s sees "Manage members": %s', (role, shown) => {
    renderWithApp(
      <TeamSummary members={members} loading={false} error={null} canManage={ROLE_CAPABILITIES[role].includes('members:manage')} />,
      { role },
    );
    expect(screen.getByTestId('member-count').textContent).toBe('3 members');
    expect(Boolean(screen.queryByRole('link', { name: 'Manage members' }))).toBe(shown);
  });
});
