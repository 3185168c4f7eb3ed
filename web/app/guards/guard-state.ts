import { appStore } from '../../lib/store/app-store';
import { sportEventsStore } from '../../lib/store/sport-events-store';
import { config } from '../../lib/config';
import type { GuardProgress, GuardState } from './decide-navigation';
import { ROUTE_RULES } from './route-rules';

/** Reads the guards' view of the world from the stores (no router, no API: the light public app uses it too). */
export const readGuardState = (progress: GuardProgress, now = Date.now()): GuardState => {
  const { session, auth, organization } = appStore.getState();
  const sportEvents = sportEventsStore.getState();
  return {
    now,
    loggedIn: session.loggedIn,
    userMode: session.userMode,
    token: { present: auth.token !== null, expiresAt: auth.expiresAt },
    organizationSelected: organization !== null,
    sportEvents: { empty: sportEvents.items.length === 0, fetchedThisSession: sportEvents.fetched },
    routeRules: ROUTE_RULES,
    allowedOrigins: config.allowedOrigins,
    progress,
  };
};
