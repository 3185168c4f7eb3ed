import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const workers = Number(process.env.E2E_WORKERS ?? 2);

// The browser suite: the built app served by the real server (embedded PostgreSQL), driven by
// Debian's chromium through playwright-core. Two files at a time (E2E_WORKERS): much of a journey is
// waiting on the server or the page, so a second worker uses the time the first one waits.
export default defineConfig({
  root,
  resolve: { alias: { '@core': `${root}core` } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // one process per worker for all its files: playwright-core is imported and chromium launched once
    isolate: false,
    testTimeout: 60_000,
    // a page reaching the state asked for may take seconds on 2 busy cores (vitest's default is 1 s)
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
