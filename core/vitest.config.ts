import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'core', root: 'core', include: ['**/*.test.ts'], environment: 'node' },
});
