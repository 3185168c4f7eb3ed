// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FamilyAthlete } from '@core/api/family';
import {
  deleteAthletePublicConsent,
  getAthletePublicStatus,
  postAthletePublicConsent,
  type AthletePublicStatus,
} from '@core/api/public-pages';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { queryClient } from '../../lib/query-client';
import { FamilyPublicProfile } from './family-public-profile';

const ORG = testOrganization().id;
const ZORA = '00000000-0000-4000-8000-0000000000a1';

const zora: FamilyAthlete = {
  linkId: ZORA.replace('a1', 'f1'),
  athleteId: ZORA,
  firstName: 'Zora',
  lastName: 'Quill',
  eventGroups: [],
  status: 'confirmed',
};

const status = (over: Partial<AthletePublicStatus> = {}): AthletePublicStatus => ({
  athleteId: ZORA,
  minor: true,
  teamAllowsProfiles: true,
  pageEnabled: true,
  consent: null,
  publicProfile: false,
  canGiveAs: ['parent'],
  canWithdraw: false,
  ...over,
});

const given = status({
  consent: { givenByRole: 'parent', givenByName: 'Pat Quill', givenAt: '2026-11-20T10:00:00.000Z', note: '' },
  publicProfile: true,
  canWithdraw: true,
});

describe("a parent's public profile switch", () => {
  it('says what the public sees, and records and withdraws the consent as the parent', async () => {
    const sent: Sent[] = [];
    let current = status();
    network.use(
      answer(getAthletePublicStatus, () => current),
      answer(
        postAthletePublicConsent,
        () => {
          current = given;
          return current;
        },
        sent,
      ),
      answer(
        deleteAthletePublicConsent,
        () => {
          current = status();
          return { ok: true as const };
        },
        sent,
      ),
    );
    const { user } = renderWithApp(<FamilyPublicProfile orgId={ORG} athlete={zora} />, { role: 'invitee' });
    expect(await screen.findByText(/The public sees "Zora Q\." next to results/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: /^I agree to show Zora Quill's full name and photo/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await user.click(toggle);
    // generous waits after each change: the machine running the suite is shared
    const slow = { timeout: 5000 };
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual([postAthletePublicConsent.path]), slow);
    expect(sent[0]!.body).toEqual({ as: 'parent', note: '' });
    expect(sent[0]!.query.get('athleteId')).toBe(ZORA);
    expect(await screen.findByText(/The public sees "Zora Quill" on the team's public page, with a profile page/, {}, slow)).toBeTruthy();
    // the day as the app writes days, not the browser's numeric default (11/20/2026)
    expect(screen.getByText(/Agreed by a parent \(Pat Quill\) on Nov 20, 2026\./)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual([postAthletePublicConsent.path, deleteAthletePublicConsent.path]), slow);
    expect(await screen.findByText(/The public sees "Zora Q\." next to results/, {}, slow)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false), slow);
  });

  it('explains a team without a public page, or without athlete profiles', async () => {
    network.use(answer(getAthletePublicStatus, () => status({ pageEnabled: false })));
    const { unmount } = renderWithApp(<FamilyPublicProfile orgId={ORG} athlete={zora} />, { role: 'invitee' });
    expect(await screen.findByText('The team has no public page, so nothing about Zora is public.')).toBeTruthy();
    unmount();
    queryClient.clear();

    network.use(answer(getAthletePublicStatus, () => ({ ...given, teamAllowsProfiles: false, publicProfile: false })));
    renderWithApp(<FamilyPublicProfile orgId={ORG} athlete={zora} />, { role: 'invitee' });
    expect(await screen.findByText(/"Zora Q\." next to results.*The team does not show athlete profiles/)).toBeTruthy();
  });

  it('leaves an adult athlete to decide, and offers nothing a parent may not do', async () => {
    network.use(answer(getAthletePublicStatus, () => status({ minor: false, canGiveAs: [] })));
    const { unmount } = renderWithApp(<FamilyPublicProfile orgId={ORG} athlete={zora} />, { role: 'invitee' });
    expect(await screen.findByText('Zora is 18 or older and decides this from their own account.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    queryClient.clear();

    // e.g. a link a coach has not confirmed yet: the server offers nothing, the switch is off and disabled
    network.use(answer(getAthletePublicStatus, () => status({ canGiveAs: [] })));
    renderWithApp(<FamilyPublicProfile orgId={ORG} athlete={zora} />, { role: 'invitee' });
    expect(((await screen.findByRole('switch')) as HTMLInputElement).disabled).toBe(true);
  });
});
