import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Node 20's AsyncLocalStorage switches a promise hook on for the whole process at its first
 * `run()` and leaves it on: from the first sign-in, every promise of every request paid for
 * context propagation (8% of the CPU of a cached records board in a profile; decision 032).
 * Only better-auth's calls and tus uploads use a context. Each of them runs through
 * `withAsyncContexts` (`createAuth` wraps better-auth's handler and every `api` call; the tus route
 * its hand-over), which counts the calls in flight; when the last one ends, the storages are
 * disabled, so the hook is off until the next such call (`run()` enables its storage again).
 * better-auth keeps its storages on a global of its own: if a later version moves them, they are
 * simply never disabled (slower, never wrong).
 */

const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const ours = new Set<AsyncLocalStorage<unknown>>();
let inFlight = 0;

/** A storage of ours (e.g. the tus request's) to disable with better-auth's. */
export const ownAsyncStorage = <T>(): AsyncLocalStorage<T> => {
  const storage = new AsyncLocalStorage<T>();
  ours.add(storage as AsyncLocalStorage<unknown>);
  return storage;
};

/** Every storage disabled when no call is in flight: better-auth's and ours. */
export const asyncStorages = (): AsyncLocalStorage<unknown>[] => {
  const holder = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  const theirs = Object.values(holder?.context ?? {}).filter((v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage);
  return [...theirs, ...ours];
};

/** Runs a call that uses async contexts (better-auth, tus); the last one to end turns the hook off. */
export const withAsyncContexts = async <T>(call: () => Promise<T>): Promise<T> => {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const storage of asyncStorages()) storage.disable();
  }
};
