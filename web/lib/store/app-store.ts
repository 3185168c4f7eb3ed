import type { User } from '@core/api/user';
import type { Organization } from '@core/api/organizations';
import type { RoleName, UserMode } from '@core/roles';
import { createPersistedStore } from './persisted-store';
import * as t from './app-state';

export type { AppState } from './app-state';

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Session, token, selected organization and role: persisted in localStorage. */
export const appStore = createPersistedStore<t.AppState>({
  key: 'splits.app',
  storage: local,
  initial: t.initialAppState,
  revive: t.reviveAppState,
});

/** Imperative actions on the store; components read it through the hooks in hooks.ts. */
export const appActions = {
  setUser: (user: User) => appStore.setState((s) => t.setUser(s, user)),
  clearUser: () => appStore.setState(t.clearUser),
  setUserMode: (mode: UserMode) => appStore.setState((s) => t.setUserMode(s, mode)),
  setToken: (token: string, expiresAt: number) => appStore.setState((s) => t.setToken(s, token, expiresAt)),
  clearToken: () => appStore.setState(t.clearToken),
  selectOrganization: (organization: Organization, role?: RoleName | null) =>
    appStore.setState((s) => t.selectOrganization(s, organization, role)),
  clearOrganization: () => appStore.setState(t.clearOrganization),
  setRole: (role: RoleName | null) => appStore.setState((s) => t.setRole(s, role)),
  signedOut: () => appStore.setState(t.signedOut),
};
