import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// The browser suite: the built app served by the real server (embedded PostgreSQL), driven by
// Debian's chromium through playwright-core. One file at a time: the server and chromium share 2 cores.
export default defineConfig({
  root,
  resolve: { alias: { '@core': `${root}core` } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // one process for every file: playwright-core is imported and chromium launched once
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
