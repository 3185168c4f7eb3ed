import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Boundaries: core imports neither side; web never imports server; server never imports web.
  {
    files: ['core/**'],
    ignores: ['core/vitest.config.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**', '@server/*', '@web/*'], message: 'core/ is pure: it imports neither web/ nor server/.' },
      { group: ['node:*', 'fs', 'path', 'pg', 'fastify', 'react', 'react-dom'], message: 'core/ does no I/O and renders nothing.' },
    ]),
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['**/server/**', '@server/*'], message: 'web/ never imports server/: use the contract in core/api.' }]),
    },
  },
  {
    files: ['server/**'],
    rules: restrict([{ group: ['**/web/**', '@web/*'], message: 'server/ never imports web/.' }]),
  },
);
