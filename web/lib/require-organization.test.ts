import { afterEach, describe, expect, it } from 'vitest';
import { appActions, appStore } from './store/app-store';
import { requireOrganizationId } from './require-organization';
import { testOrganization } from './test-organization';

const organization = testOrganization();

describe('requireOrganizationId (member calls)', () => {
  afterEach(() => appStore.reset());

  it('fails with "Organization not selected" when none is selected', () => {
    expect(() => requireOrganizationId()).toThrow(new Error('Organization not selected'));
  });

  it('answers the selected organization', () => {
    appActions.selectOrganization(organization);
    expect(requireOrganizationId()).toBe(organization.id);
    appActions.signedOut();
    expect(() => requireOrganizationId()).toThrow('Organization not selected');
  });
});
