// Flat config for the whole repository. Type-aware rules are left out on purpose: they need a
// full program per tsconfig and make `npm run lint` several times slower; `npm run typecheck`
// already runs tsc in strict mode on every part.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const outboundMessage =
  'Outgoing requests go through server/lib/outbound (postOutbound), which refuses private and reserved addresses.';

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
    // The phone's Back closes every open overlay (decision 064): antd-mobile's overlays are
    // imported through src/components/sheets/overlays.ts, which registers them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/sheets/overlays.ts', 'src/components/sheets/overlay-components.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Popup', 'CenterPopup', 'ActionSheet', 'Dialog', 'Modal'],
              message: 'Import overlays from src/components/sheets/overlays.ts: Back closes them there.',
            },
          ],
        },
      ],
    },
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
    // One direction through the code (docs/decisions/README.md, "Import zones"). Each zone forbids its
    // `target` files to import the `from` files; tests/unit/lint/import-zones.test.ts proves each
    // zone catches a wrong import.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    // Imports name their file with its extension (`./x.ts`), so the plain node resolver finds them.
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
      // No cycles, lazy imports included: a cycle makes load order decide what a module sees.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // One way out (decision 045): the server calls an address it was given only through
    // server/lib/outbound, which refuses private and reserved ones at connect time.
    files: ['server/**/*.ts'],
    ignores: ['server/lib/outbound/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: outboundMessage }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:http', 'http', 'node:https', 'https', 'node:http2', 'http2', 'undici'].map((name) => ({
            name,
            message: outboundMessage,
          })),
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'webpush', property: 'sendNotification', message: outboundMessage },
      ],
    },
  },
  {
    // Browser code that e2e tests run in the page with page.evaluate.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Formatting belongs to Prettier (`prettier --check` in `npm run lint`); this turns off the
  // stylistic rules that would disagree with it.
  eslintConfigPrettier,
);

/** `except` globs are matched against absolute paths (import-x resolves only `target` and `from`). */
function abs(glob) {
  return fileURLToPath(new URL(glob, import.meta.url));
}

/** Folder names below `dir`, read at lint time so a new feature or module is fenced at once. */
function foldersOf(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function importZones() {
  const features = foldersOf('./src/features/').map((name) => ({
    target: `./src/features/${name}/**`,
    from: './src/features/**',
    except: [abs(`src/features/${name}/**`), abs('src/features/*/index.ts')],
    message: "A feature uses another feature only through that feature's index.ts.",
  }));
  const modules = foldersOf('./server/modules/').map((name) => ({
    target: `./server/modules/${name}/**`,
    from: './server/modules/**',
    except: [abs(`server/modules/${name}/**`), abs('server/modules/*/index.ts')],
    message:
      "A server module uses another module only through that module's index.ts (never its routes or repository).",
  }));
  return [
    ...features,
    {
      target: ['./src/features/**', './src/components/**', './src/lib/**', './src/contract/**', './workers/**'],
      from: './src/app/**',
      message: 'Nothing imports the app shell (src/app) but src/main.tsx.',
    },
    {
      target: ['./src/components/**', './src/lib/**', './src/contract/**', './workers/**'],
      from: './src/features/**',
      message: 'Shared components, services, the contract and workers never import a feature.',
    },
    {
      target: ['./src/contract/**'],
      from: ['./src/components/**', './src/lib/**', './server/**', './workers/**'],
      message: 'The contract imports nothing but itself.',
    },
    {
      target: ['./src/**', './workers/**'],
      from: './server/**',
      message: 'The app and the workers never import the server.',
    },
    {
      target: './src/app/**',
      from: './src/features/**',
      except: [abs('src/features/*/index.ts'), abs('src/features/*/routes.ts')],
      message: 'The app shell composes features through their index.ts and routes.ts, never their internals.',
    },
    ...modules,
    {
      target: './server/app.ts',
      from: './server/modules/**',
      except: [
        abs('server/modules/*/routes.ts'),
        abs('server/modules/*/*-routes.ts'),
        abs('server/modules/*/index.ts'),
      ],
      message: 'The app factory registers a module through its routes file or uses its index.ts.',
    },
    {
      target: ['./server/http/**', './server/db/**', './server/lib/**'],
      from: ['./server/modules/**', './server/seed/**', './server/app.{ts,js}'],
      message:
        'server/http, server/db and server/lib are below the modules: they never import a module, the seed or the app.',
    },
    {
      target: './server/modules/**',
      from: './server/seed/**',
      message: 'A module never imports the demo seed.',
    },
  ];
}
