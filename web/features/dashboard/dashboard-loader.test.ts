import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@core/api/organizations';
import { testOrganization } from '../../lib/test-organization';

const organization = testOrganization({ roleName: 'owner', capabilities: ['team:write', 'invite:read'] });

// first-page.ts keeps whether the first page is drawn: each test starts from fresh modules
const fresh = async () => {
  vi.resetModules();
  const [{ dashboardLoader }, firstPage, trust, { appActions }, { queryClient }] = await Promise.all([
    import('./dashboard-loader'),
    import('../../app/first-page'),
    import('../../app/guards/session-trust'),
    import('../../lib/store/app-store'),
    import('../../lib/query-client'),
  ]);
  // which queries start, by the first part of their key (nothing is sent)
  const started: string[] = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
    started.push(String(options.queryKey[0]));
    return Promise.resolve();
  });
  const request = new Request('http://localhost/dashboard');
  const load = async (org: Organization, trusted: boolean) => {
    appActions.selectOrganization(org);
    const done = dashboardLoader({ request, url: new URL(request.url), pattern: '/dashboard', params: {}, context: undefined });
    trust.settleSessionTrust(request, trusted);
    await vi.runAllTimersAsync();
    await done;
  };
  return { load, started, markFirstPageDrawn: firstPage.markFirstPageDrawn };
};

// The modules' first import (their transform) is the slow part, seconds on a loaded machine: it is
// done once here, outside any test's time, and each test then evaluates them afresh.
beforeAll(async () => {
  await fresh();
  vi.restoreAllMocks();
}, 120_000);
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('dashboardLoader', { timeout: 30_000 }, () => {
  it("starts the main column's queries beside the role check, and the side column's once the first page is drawn", async () => {
    const { load, started, markFirstPageDrawn } = await fresh();
    await load(organization, true);
    expect(started.sort()).toEqual(['athletes', 'meets', 'recent-prs', 'schedule'].sort());
    markFirstPageDrawn();
    await vi.runAllTimersAsync();
    expect(started.slice(4).sort()).toEqual(['members', 'messaging', 'organization-link'].sort());
  });

  it('leaves out the invite link for a member who cannot read it', async () => {
    const { load, started, markFirstPageDrawn } = await fresh();
    await load({ ...organization, roleName: 'invitee', capabilities: [] }, true);
    markFirstPageDrawn();
    await vi.runAllTimersAsync();
    expect(started).not.toContain('organization-link');
    expect(started).toContain('members');
  });

  it('starts nothing for a navigation the guards turn away', async () => {
    const { load, started, markFirstPageDrawn } = await fresh();
    await load(organization, false);
    markFirstPageDrawn();
    await vi.runAllTimersAsync();
    expect(started).toEqual([]);
  });
});
