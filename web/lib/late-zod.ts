import type { z as members } from './zod-members';

type ContractZod = typeof members;

/** What the contract's `z` is until zod has loaded: anything asked of it says why it failed. */
const notYet = new Proxy({} as ContractZod, {
  get: (_target, key) => {
    throw new Error(`zod is not loaded yet (z.${String(key)}): await loadZod() before building a schema (web/lib/late-zod.ts)`);
  },
});

/**
 * zod's `z` for the contract in the web build: web/build/lazy-contract.ts points the contract's
 * `import { z } from 'zod'` here, so zod (about 90 KB, a tenth of the dashboard's first bytes) is
 * not loaded on the way to the dashboard's home, whose calls build no schema. `loadZod()` loads the
 * members the contract calls (lib/zod-members.ts): once that page is drawn, and before any other
 * page's module runs (app/lazy-route.ts).
 */
// a live binding: the contract's schemas read it when they are built
export let z: ContractZod = notYet;

let loading: Promise<void> | null = null;

/** Loads zod once (again after a failure) and sets `z`. */
export const loadZod = (): Promise<void> =>
  (loading ??= import('./zod-members').then(
    (module) => {
      z = module.z;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
