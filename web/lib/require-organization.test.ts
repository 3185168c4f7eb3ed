import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '@core/api/organizations';
import { appActions, appStore } from './store/app-store';
import { requireOrganizationId } from './require-organization';

const organization: Organization = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Northside Track',
  kind: 'club',
  location: '',
  logo: null,
  primaryColor: 'black',
  units: 'metric',
  handTimeConversion: true,
  competitionLevel: 'high-school',
  timezone: 'UTC',
  maxEventsPerAthlete: null,
  relaysCountTowardLimit: true,
  joinApproval: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  roleName: 'coach',
  capabilities: [],
};

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
