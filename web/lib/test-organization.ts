import type { Organization } from '@core/api/organizations';

/** A team as the organization calls answer it, for the web app's unit tests: a coach's, by default. */
export const testOrganization = (over: Partial<Organization> = {}): Organization => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Northside Track',
  kind: 'high-school',
  location: '',
  logo: null,
  primaryColor: 'black',
  units: 'imperial',
  handTimeConversion: true,
  handTimeRule: 'splits',
  competitionLevel: 'high-school',
  timezone: 'America/New_York',
  maxEventsPerAthlete: null,
  relaysCountTowardLimit: true,
  joinApproval: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  roleName: 'coach',
  capabilities: ['team:read'],
  ...over,
});
