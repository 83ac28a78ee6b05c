import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Shared by unit, worker and server tests. The app's code uses Lingui macros (compiled by Babel)
 * and imports .po catalogs; server code needs neither, so Babel skips it.
 */
export default defineConfig({
  plugins: [
    react({
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
      exclude: [/\/node_modules\//, /\/server\//, /\/tests\/server\//],
    }),
    lingui(),
  ],
  test: {
    // .test.tsx files are component tests: each names its DOM (`// @vitest-environment happy-dom`)
    // and mocks the API at the network layer with MSW (tests/unit/support/render-page.tsx).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/server/**'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated empty database of each kind per run, copied by every server test (tests/server/support/global-setup.ts).
          globalSetup: ['tests/server/support/global-setup.ts'],
          // The server's modules are imported once per worker, not once per file: each file builds its
          // own app, database and clock and keeps no state in modules, and the import took about half
          // of the server tests' time (docs/decisions/README.md, "Server tests share their workers' modules").
          isolate: false,
        },
      },
    ],
    environment: 'node',
    // Vitest's default is one worker less than the cores: one on CI's two. Server tests spend much
    // of their time waiting on PostgreSQL (each file has its own database), so two workers overlap it.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
