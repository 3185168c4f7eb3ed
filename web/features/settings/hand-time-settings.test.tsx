// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getOrganizations, patchOrganization, type Organization } from '@core/api/organizations';
import { getStorageLimits } from '@core/api/files';
import { ROLE_CAPABILITIES } from '@core/roles';
import { testOrganization } from '../../lib/test-organization';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { OrganizationSettings } from './organization-settings';

/** The team profile as an admin sees it, the server answering a save with the team as changed. */
const open = (over: Partial<Organization> = {}) => {
  const sent: Sent[] = [];
  const organization = testOrganization({ roleName: 'admin', capabilities: [...ROLE_CAPABILITIES.admin], ...over });
  network.use(
    answer(patchOrganization, ({ body }) => ({ ...organization, ...(body as Partial<Organization>) }), sent),
    answer(getOrganizations, () => []),
    // the logo upload asks the upload limits
    answer(getStorageLimits, () => ({
      maxFileBytes: 10_000_000,
      resumableAboveBytes: 5_000_000,
      maxChunkBytes: 5_000_000,
      allowedContentTypes: ['image/png' as const],
    })),
  );
  return { ...renderWithApp(<OrganizationSettings organization={organization} />, { role: 'admin', organization }), sent };
};

const ruleInput = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Hand-time rule' });

describe('hand-time rule setting', () => {
  it('names the four rule sets, the default first and marked as such', async () => {
    open();
    const select = ruleInput();
    expect(select.value).toBe('splits');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Splits default (default): +0.24 s up to 200 m, +0.14 s from 300 m to 400 m',
      'World Athletics / NCAA: +0.24 s up to 400 m',
      'Track & Field News: +0.24 s up to 200 m, +0.14 s from 300 m to under 800 m',
      'NFHS: +0.24 s in every race',
    ]);
  });

  it('saves the rule chosen and says that hand times were re-ranked by it', async () => {
    const { user, sent } = open();
    await user.selectOptions(ruleInput(), 'tfn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ handTimeRule: 'tfn', handTimeConversion: true });
    expect(
      await screen.findByText(
        'Team profile saved. Hand times re-ranked by the Track & Field News rule: records, leaders and standards recomputed.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of hand times when another field is saved; the rule waits, disabled, while conversion is off', async () => {
    const { user } = open({ handTimeConversion: false, handTimeRule: 'nfhs' });
    const select = ruleInput();
    expect(select.hasAttribute('disabled')).toBe(true);
    expect(select.value).toBe('nfhs');
    await user.type(screen.getByLabelText('Location'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team profile saved.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /Convert hand times/ }));
    expect(select.hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Hand times re-ranked by the NFHS rule/)).toBeTruthy();
  });
});
