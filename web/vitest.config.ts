import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lazyContract } from './build/lazy-contract.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

// Unit tests of the web app's pure logic (guards, store transitions, URL building, ...) in node, and
// component tests (*.test.tsx beside the components) in happy-dom: each of those starts with the
// line `// @vitest-environment happy-dom` (Vitest 4 picks an environment per file only that way, or
// per project), so the node tests load no DOM. web/test/setup.ts shims what Mantine needs and
// starts the stub network (msw) for them only; web/test/render.tsx renders with the app's providers.
export default defineConfig({
  // the contract as the app runs it in the build and the dev server (schemas built on first use)
  plugins: [lazyContract()],
  resolve: { alias: { '@core': `${repo}core` } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts', '**/*.test.tsx'],
    environment: 'node',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // a worker keeps its modules from file to file (Mantine, React, the contract are imported once per
    // worker, not once per file: 200 core-seconds became 112); test/setup.ts resets what a test can
    // leave behind (the rendered tree, the query cache, the store, the toasts, the stub network)
    isolate: false,
    // component tests type and click through Mantine's real components: seconds on a busy 2-core machine
    testTimeout: 60_000,
  },
});
