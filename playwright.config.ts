import { defineConfig } from '@playwright/test';

/**
 * The phone asks for reduced motion (src/app/motion.ts): its sheets appear instead of sliding, so a
 * tap does not wait for a spring to settle. The desktop project keeps the motion every other user
 * sees, so the animated paths stay tested.
 */
const phone = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  reducedMotion: 'reduce',
} as const;

/**
 * e2e/accessibility.spec.ts and e2e/keyboard.spec.ts run in the phone project only and open their
 * 1440x900 pages themselves (one role set, not the whole walk twice), to keep their time short.
 *
 * The specs whose behaviour depends on the layout (docs/architecture.md: the desktop
 * shell from 768 px, `useIsDesktop`/`useIsWide` in the app), which the desktop project runs too;
 * every other spec runs on the phone only, where the people of the spec work.
 */
const desktopSpecs = [
  'layout.spec.ts', // side menu, tab bar, ⋯ page actions, user menu, breadcrumb; its desktop-only tests
  'menus.spec.ts', // each role's menu read on the desktop side menu (desktop only)
  'agents.spec.ts', // reaches its page through the side menu on desktop, the drawer on phones
  'shell-actions.spec.ts', // the header's user menu (a menu on desktop) and the message dialog
  'login.spec.ts', // the sign-in screen's two-column desktop layout
  'orders-list.spec.ts', // the filter dialog and the detail dialog on desktop
  'statistics.spec.ts', // the figures table with its totals row (cards on phones)
  'payout-statistics.spec.ts', // the same figures table for payouts
  'fund-records.spec.ts', // the balance operation dialog on desktop
  'payout-batches.spec.ts', // the create-batch dialog on desktop; the payout journey's desktop step
  'payouts.spec.ts', // the pool and the complete dialog on desktop; the payout journey's desktop step
  'orders-table.spec.ts', // the order list's desk table and its keys (decisions 124, 125; desktop only)
  'payouts-table.spec.ts', // the payout lists' desk tables (decision 124; desktop only)
  'records-table.spec.ts', // fund records' and merchants' desk tables (decision 124; desktop only)
  'desk-config.spec.ts', // the settings lists' desk tables and their shown-columns export (decision 135; desktop only)
  'desk-risk.spec.ts', // the risk and analysis pages' desk tables and their export (decision 135; desktop only)
];

/**
 * Drives Debian's Chromium (never a downloaded browser) against the real server. Each worker starts
 * its own server on a free port with its own copy of the demo data (e2e/support/fixtures.ts),
 * seeded once per run by the global setup, so tests run in parallel. The PWA must be built before
 * (`npm run build`), which the test script does. E2E_WORKERS overrides the worker count.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Measured on the 2-core CI machine (docs/performance.md): each worker is a Chromium and a server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // A trace costs CPU on every test; in CI the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A registered service worker downloads the whole precache (about 350 files) into each test's
    // fresh context; only the specs about it (offline, PWA, live alerts, push) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // The desk table's spec is the desktop project's alone: a phone shows cards.
    {
      name: 'phone',
      testIgnore: [/\/isolated\//, /\/((orders|payouts|records)-table|desk-(config|risk))\.spec\.ts$/],
      use: phone,
    },
    {
      name: 'desktop',
      testMatch: desktopSpecs,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
    },
    // Tests that change a demo account for good (supplier01's Google key): a project never shares a
    // worker with another, so these get a server and data folder of their own.
    { name: 'isolated', testMatch: /\/isolated\/.*\.spec\.ts/, use: phone },
  ],
});
