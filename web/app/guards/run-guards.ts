import { redirect } from 'react-router';
import { decideNavigation, sportEventsDue, type GuardProgress, type NavigationTarget } from './decide-navigation';
import { readGuardState } from './guard-state';
import { importWithReload } from '../reload-guard';
import { settleSessionTrust } from './session-trust';
import { nextTask } from '../next-task';

let running = 0;
/** True while guards run: a 401 met inside them is turned into a redirect by the guards themselves. */
export const guardsRunning = (): boolean => running > 0;

/** At most this many steps per navigation: every effect runs at most once, so this is never reached. */
const MAX_STEPS = 12;

export class GuardError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'GuardError';
    this.status = status;
  }
}

/**
 * Runs the guards for one navigation: asks decideNavigation, performs effects, repeats.
 * Throws a react-router redirect, or a GuardError for the error page; returns null to allow.
 * With the navigation's `request`, tells the route loaders when the session is trusted
 * (session-trust.ts): at the role check (rule 3) or when allowed; anything else answers no.
 */
export const runGuards = async (target: NavigationTarget, request?: Request): Promise<null> => {
  const progress: GuardProgress = {};
  const trust = (trusted: boolean) => {
    if (request) settleSessionTrust(request, trusted);
  };
  running += 1;
  try {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const decision = decideNavigation(readGuardState(progress), target);
      switch (decision.kind) {
        case 'allow':
          trust(true);
          return null;
        case 'effect': {
          // the effects (API client) load only when a navigation needs one
          const effects = await importWithReload(() => import('./guard-effects'));
          // the effect's requests start in a task of their own: on a first load the router's start is one long task already
          await nextTask();
          // rule 3 comes after the token, login and organization checks: the page's data may load beside it
          if (decision.effect === 'refreshRole') trust(true);
          // rule 4's request is public: start it now, beside the token and role requests
          if (decision.effect !== 'fetchSportEvents' && sportEventsDue(readGuardState(progress))) effects.prefetchSportEvents();
          await effects.runGuardEffect(decision.effect, progress);
          break;
        }
        case 'redirect':
          throw redirect(decision.to);
        case 'external':
          window.location.assign(decision.href);
          return null;
        case 'error':
          throw new GuardError(decision.status, decision.message);
      }
    }
    throw new GuardError(500, 'Navigation guards did not settle');
  } finally {
    running -= 1;
    trust(false); // redirect, error, external: no (a first answer stays)
  }
};
