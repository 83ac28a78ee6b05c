// Flat config for the whole repository. Type-aware rules are left out on purpose: they need a
// full program per tsconfig and make `npm run lint` several times slower; `npm run typecheck`
// already runs tsc in strict mode on every part.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dev-dist/',
    'node_modules/',
    'src/locales/',
    'server/db/migrations/',
    'coverage/',
    'playwright-report/',
    'test-results/',
    'data/',
    '.e2e-data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The React app.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite()],
    languageOptions: { globals: globals.browser },
  },
  {
    // Service worker and other workers.
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.worker } },
  },
  {
    // Node: the server, tests, tooling and config files.
    files: ['server/**', 'tests/**', 'e2e/**', 'scripts/**', 'bench/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser code that e2e tests run in the page with page.evaluate.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
