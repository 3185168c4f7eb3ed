import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('..', import.meta.url));

// Unit tests of the web app's pure logic (guards, store transitions, URL building, ...).
export default defineConfig({
  resolve: { alias: { '@core': `${repo}core` } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
});
