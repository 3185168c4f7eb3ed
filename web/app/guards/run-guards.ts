import { redirect } from 'react-router';
import { decideNavigation, type GuardProgress, type NavigationTarget } from './decide-navigation';
import { readGuardState } from './guard-state';
import { importWithReload } from '../reload-guard';

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
 */
export const runGuards = async (target: NavigationTarget): Promise<null> => {
  const progress: GuardProgress = {};
  running += 1;
  try {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const decision = decideNavigation(readGuardState(progress), target);
      switch (decision.kind) {
        case 'allow':
          return null;
        case 'effect': {
          // the effects (API client, identity client) load only when a navigation needs one
          const { runGuardEffect } = await importWithReload(() => import('./guard-effects'));
          await runGuardEffect(decision.effect, progress);
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
  }
};
