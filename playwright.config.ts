import { defineConfig } from '@playwright/test';

const port = 4173;
const phone = { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

/**
 * Drives Debian's Chromium (never a downloaded browser) against the real server with a fresh
 * PGlite data folder; the first start seeds the demo data set, hence the long start timeout.
 * The PWA must be built before (`npm run build`), which the test script does.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'phone',
      dependencies: ['setup'],
      testIgnore: /\/last\//,
      use: phone,
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: /\/last\//,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
    },
    // Tests that change a demo account for good (supplier01's Google key) run after all others.
    { name: 'last', dependencies: ['phone', 'desktop'], testMatch: /\/last\/.*\.spec\.ts/, use: phone },
  ],
  webServer: {
    command: `rm -rf .e2e-data && DATA_DIR=.e2e-data PORT=${port} SKIP_BUILD=true node --import tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
