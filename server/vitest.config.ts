import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('..', import.meta.url));

// API tests against a real PostgreSQL: one cluster for the run, a fresh database per test file.
export default defineConfig({
  resolve: { alias: { '@core': `${repo}core` } },
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // each file builds its own app on its own database; the modules are imported once per worker
    // rather than once per file (the import phase was 364 s of a 460 s run; nothing the server's
    // modules keep at module level is state a test could leak: caches of pure lookups only)
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
