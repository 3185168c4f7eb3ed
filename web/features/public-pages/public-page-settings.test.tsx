// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getPublicPageSettings, patchPublicPageSettings, type PublicPageSettings as Settings } from '@core/api/public-pages';
import { answer, apiError, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { ROLE_CAPABILITIES } from '@core/roles';
import { testOrganization } from '../../lib/test-organization';
import { PublicPageSettings } from './public-page-settings';

const OFF: Settings = { enabled: false, slug: 'lincoln-high', athleteProfiles: false, url: 'http://splits.test/t/lincoln-high' };

const open = (role: 'owner' | 'coach', patch: (body: Partial<Settings>) => Settings | Response) => {
  const sent: Sent[] = [];
  network.use(
    answer(getPublicPageSettings, () => OFF),
    answer(patchPublicPageSettings, ({ body }) => patch(body as Partial<Settings>), sent),
  );
  const organization = testOrganization({ roleName: role, capabilities: [...ROLE_CAPABILITIES[role]] });
  return { ...renderWithApp(<PublicPageSettings organization={organization} />, { role }), sent };
};

describe('public page settings', () => {
  it('turns the page on with the address typed, and shows the link', async () => {
    const { user, sent } = open('owner', (body) => ({ ...OFF, ...body, url: `http://splits.test/t/${body.slug ?? OFF.slug}` }));
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Lincoln-Track');
    await user.click(screen.getByRole('switch', { name: 'Public page' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ enabled: true, slug: 'lincoln-track' });
    expect(await screen.findByRole('link', { name: 'http://splits.test/t/lincoln-track' })).toBeTruthy();
  });

  it('explains a taken or malformed address in place, keeping what was typed', async () => {
    const { user, sent } = open('owner', () => apiError(409, 'The address /t/rivals is taken by another team: choose another'));
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, '-bad-');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/lower-case letters, digits and hyphens/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(address);
    await user.type(address, 'rivals');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/taken by another team/)).toBeTruthy();
    expect((address as HTMLInputElement).value).toBe('rivals');
  });

  it('lets a coach read but not change it', async () => {
    open('coach', () => OFF);
    const toggles = await screen.findAllByRole('switch');
    expect(toggles).toHaveLength(2);
    for (const toggle of toggles) expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only the owner and admins can change this.')).toBeTruthy();
  });
});
