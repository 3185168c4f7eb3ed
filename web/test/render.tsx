import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Organization } from '@core/api/organizations';
import type { User } from '@core/api/user';
import { ROLE_CAPABILITIES, type RoleName } from '@core/roles';
import { buildTheme } from '../app/theme';
import { queryClient } from '../lib/query-client';
import { appActions } from '../lib/store/app-store';
import { testOrganization } from '../lib/test-organization';

/** A signed-in member as the user calls answer them: a coach's account by default. */
export const testUser = (over: Partial<User> = {}): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  uid: 'test-user',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  birthdate: null,
  joinedAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  profilePhoto: null,
  roleName: 'coach',
  gender: null,
  gradeLevel: null,
  sportEvents: [],
  categories: [],
  isProductAdmin: false,
  ...over,
});

export interface RenderOptions {
  /** the signed-in member's role on the test team (coach by default); null: nobody signed in */
  role?: RoleName | null;
  user?: Partial<User>;
  organization?: Partial<Organization>;
  /** the address the page is at (path and search) */
  route?: string;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  organization: Organization;
}

/**
 * Renders a component as the app does: Mantine with the app's theme, toasts, the app's real query
 * client and a router at `route`, with a member of the test team signed in (a token that stays
 * fresh, so the api client asks the stub network for nothing but the calls). Requests go to the
 * handlers the test adds with `network.use(answer(call, ...))` (web/test/network.ts).
 */
export const renderWithApp = (ui: ReactElement, options: RenderOptions = {}): Rendered => {
  if (typeof document === 'undefined') throw new Error('A component test starts with the line // @vitest-environment happy-dom');
  const role = options.role === undefined ? 'coach' : options.role;
  const organization = testOrganization({
    ...(role ? { roleName: role, capabilities: [...ROLE_CAPABILITIES[role]] } : {}),
    ...options.organization,
  });
  if (role) {
    appActions.setUser(testUser({ roleName: role, ...options.user }));
    appActions.selectOrganization(organization, role);
    appActions.setToken('test-token', Date.now() + 60 * 60_000);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={buildTheme(organization.primaryColor)}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return Object.assign(render(ui, { wrapper }), { user: userEvent.setup({ delay: null }), organization });
};
