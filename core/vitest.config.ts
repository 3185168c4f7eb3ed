import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the pure shared code: mark engine, roles, catalogue, contract.
export default defineConfig({
  test: {
    name: 'core',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // pure functions: a worker keeps its modules from file to file (26 core-seconds became 9)
    isolate: false,
  },
});
