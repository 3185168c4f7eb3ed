/**
 * zod compiles a fast parser with `new Function(…)` unless told not to, probing for it on the
 * first parse; the CSP (`script-src 'self'`, no eval) blocks that probe and reports it on every
 * page load. This is `z.config({ jitless: true })` without loading zod into the entry chunk:
 * zod keeps its configuration in `globalThis.__zod_globalConfig` (shared by every copy of zod)
 * and merges into what it finds there. Imported first by the web entry; zod-jitless.test.ts
 * checks that no parse ever calls Function.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
