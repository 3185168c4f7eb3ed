import { defineConfig } from 'vitest/config';

// Unit and API suites; the browser suite has its own config in e2e/.
export default defineConfig({
  test: {
    projects: ['core/vitest.config.ts', 'server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
