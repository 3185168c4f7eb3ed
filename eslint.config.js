import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Web feature boundaries (decision 017). A feature (web/features/<name>) imports another feature
 * only through its public entry, `<name>/index.ts`, and only where this list says so; anything two
 * features share lives in web/components (UI) or web/lib (helpers, hooks). The list points one
 * way: no two features import each other. web/app and web/layouts compose the features and may
 * import any of their files (the router lazy-loads page modules directly, so each page keeps its
 * own chunk).
 */
const FEATURE_IMPORTS = {
  account: ['auth'],
  admin: ['errors', 'organizations'],
  athletes: ['family', 'files', 'members', 'public-pages', 'schedule'],
  auth: ['invites', 'onboarding', 'organizations', 'user'],
  'combined-events': ['meet-data', 'results'],
  'course-records': ['courses', 'records'],
  invites: ['athletes'],
  courses: ['files', 'records'],
  dashboard: ['athletes', 'family', 'meet-data', 'meets', 'members', 'messaging', 'organizations', 'schedule'],
  entries: ['athletes', 'meet-data', 'results'],
  family: ['members', 'public-pages', 'schedule'],
  'meet-files': ['entries', 'meet-data', 'standings'],
  meets: ['combined-events', 'courses', 'entries', 'files', 'meet-data', 'meet-files', 'results', 'schedule', 'standings', 'templates'],
  members: ['organizations'],
  messaging: ['files', 'members'],
  onboarding: ['invites', 'members', 'organizations', 'user'],
  performance: ['athletes'],
  results: ['meet-data'],
  settings: ['files', 'invites', 'members', 'organizations', 'public-pages', 'user'],
  templates: ['meet-data'],
  user: ['files', 'sport-events'],
};
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./web/features/${feature}`,
  from: './web/features',
  except: [`./${feature}`, ...(FEATURE_IMPORTS[feature] ?? []).map((other) => `./${other}/index.ts`)],
  message: `web/features/${feature} may import another feature only through its index.ts, and only one listed for it in FEATURE_IMPORTS (eslint.config.js); move what is shared to web/components or web/lib.`,
}));

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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            {
              target: ['./web/components', './web/lib'],
              from: './web/features',
              message: 'web/components and web/lib are shared by the features: they import none.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // A feature's public entry only re-exports (decision 017): the build declares these files free of
  // side effects (web/vite.config.ts), so a statement of any other kind here would be dropped.
  {
    files: ['web/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: "A feature's index.ts only re-exports (export … from './…'): the build treats it as free of side effects.",
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: restrict([{ group: ['**/web/**', '@web/*'], message: 'server/ never imports web/.' }]),
  },
);
