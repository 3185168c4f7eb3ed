import { appActions, appStore } from '../../lib/store/app-store';
import { TokenUnavailableError } from '../../lib/fetch-token';
import { refreshToken } from '../../lib/token';
import { isApiError } from '../../lib/api-error';
import { clearSession } from '../../lib/session';
import { loadDefaultOrganization } from '../../features/organizations/load-default-organization';
import { fetchOrganization } from '../../features/organizations/api/get-organization';
import { fetchMember } from '../../features/members/api/get-member';
import { fetchSportEvents, loadSportEventsIntoStore } from '../../features/sport-events/api/get-sport-events';
import { sportEventsStore, type SportEventItem } from '../../lib/store/sport-events-store';
import type { GuardEffect, GuardProgress } from './decide-navigation';

/**
 * The role: owner in admin mode, else from the member record; capabilities follow a changed role.
 * No answer from the server (offline) is 'unreachable', not 'failed': the member was not refused.
 */
export const refreshRole = async (): Promise<'ok' | 'failed' | 'unreachable'> => {
  const { session, organization } = appStore.getState();
  if (!organization || !session.user) return 'failed';
  if (session.userMode === 'admin') {
    if (organization.roleName !== 'owner') appActions.selectOrganization(await fetchOrganization(organization.id));
    appActions.setRole('owner');
    return 'ok';
  }
  try {
    const member = await fetchMember(session.user.id);
    if (member.roleName !== organization.roleName) {
      appActions.selectOrganization(await fetchOrganization(organization.id), member.roleName);
    } else {
      appActions.setRole(member.roleName);
    }
    return 'ok';
  } catch (error) {
    return isApiError(error, 0) ? 'unreachable' : 'failed';
  }
};

let early: Promise<SportEventItem[] | null> | null = null;

/**
 * Starts the sport-event request (a public call) before rule 4 asks for it, so that it runs beside
 * the token and role requests instead of after them. Its answer reaches the store only when the
 * guards ask for the catalogue: if they never do (signed out meanwhile), nothing changes.
 */
export const prefetchSportEvents = (): void => {
  early ??= fetchSportEvents().catch(() => null);
};

const fetchSportEventsEffect = async (): Promise<void> => {
  const pending = early;
  early = null;
  if (!pending) return loadSportEventsIntoStore();
  const items = await pending;
  // as loadSportEventsIntoStore: a failure is remembered as tried, so it does not block every navigation
  sportEventsStore.setState((s) => (items ? { items, fetched: true } : { ...s, fetched: true }));
};

const effects: Record<GuardEffect, (progress: GuardProgress) => Promise<void>> = {
  refreshToken: async (progress) => {
    try {
      await refreshToken();
      progress.tokenRefresh = 'ok';
    } catch (error) {
      if (error instanceof TokenUnavailableError) {
        // the identity session is gone: signed out
        clearSession();
        progress.tokenRefresh = 'failed';
      } else {
        progress.tokenRefresh = 'unreachable';
      }
    }
  },
  loadDefaultOrganization: async (progress) => {
    progress.organizationLoad = await loadDefaultOrganization();
  },
  refreshRole: async (progress) => {
    progress.role = await refreshRole();
  },
  recoverOrganization: async (progress) => {
    appActions.clearOrganization();
    progress.recovery = await loadDefaultOrganization();
  },
  fetchSportEvents: async (progress) => {
    await fetchSportEventsEffect();
    progress.sportEvents = 'done';
  },
};

export const runGuardEffect = (effect: GuardEffect, progress: GuardProgress): Promise<void> => effects[effect](progress);
