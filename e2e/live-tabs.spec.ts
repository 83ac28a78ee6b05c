import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

import { apiLogin, press } from './support/shell-helpers.ts';
import {
  closeNotifications,
  liveDiagnostics,
  merchantCreatesOrder,
  notificationsOf,
  swControls,
} from './support/live-steps.ts';

/**
 * Many tabs of one on-call admin (decision 027, done when): the server sees one websocket and one
 * new-order poll for all of them, read back through the super admin's live diagnostics call; an
 * order gives one system notification whatever the number of tabs; closing the tab that holds
 * the connection keeps the alerts coming, in the SharedWorker and in the Web Locks fallback.
 */
test.skip(({ isMobile }) => !isMobile, 'the on-call admin carries a phone');
test.use({ account: 'admin0001', serviceWorkers: 'allow' });

async function openTabs(context: BrowserContext, n: number): Promise<Page[]> {
  await context.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await context.grantPermissions(['notifications']);
  const pages: Page[] = [];
  for (let i = 0; i < n; i++) {
    const page = await context.newPage();
    await page.goto('/home');
    if (i === 0) await swControls(page);
    pages.push(page);
  }
  for (const page of pages) await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');
  return pages;
}

async function expectOneAlert(pages: Page[], orderCode: string): Promise<void> {
  for (const page of pages) await expect(page.getByTestId('live-notice')).toHaveAttribute('data-order-code', orderCode);
  await expect.poll(() => notificationsOf(pages[0]!, orderCode), { timeout: 5_000 }).toBe(1);
}

test('five tabs share one websocket and one poll every 10 s, an order gives one notification, and closing the holding tab keeps alerts', async ({
  context,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const superToken = await apiLogin(api, 'superadmin');
  const pages = await openTabs(context, 5);
  const steadyFrom = Date.now();

  await expect.poll(async () => (await liveDiagnostics(api, superToken, 'admin0001')).connections).toBe(1);
  // Two 10 s periods: one worker polls 2 or 3 times in 20 s; five tabs polling alone would be 10 or more.
  await pages[0]!.waitForTimeout(Math.max(0, steadyFrom + 21_000 - Date.now()));
  const seen = await liveDiagnostics(api, superToken, 'admin0001', 20);
  expect(seen.connections).toBe(1);
  expect(seen.polls).toBeGreaterThanOrEqual(2);
  expect(seen.polls).toBeLessThanOrEqual(3);

  const first = await merchantCreatesOrder(api, 'TABS');
  await expectOneAlert(pages, first);
  await pages[0]!.waitForTimeout(1_000);
  expect(await notificationsOf(pages[0]!, first)).toBe(1);
  await press(pages[2]!.getByTestId('live-notice').getByRole('button', { name: 'Stop the alert' }));
  for (const page of pages) await expect(page.getByTestId('live-notice')).toBeHidden();

  // The SharedWorker hands the notification to the most recently attached tab: close it, and the first.
  await pages[4]!.close();
  await pages[0]!.close();
  const rest = pages.slice(1, 4);
  const second = await merchantCreatesOrder(api, 'TABS');
  await expectOneAlert(rest, second);
  expect((await liveDiagnostics(api, superToken, 'admin0001')).connections).toBe(1);
  await closeNotifications(rest[0]!, second);
  await api.dispose();
});

test('without SharedWorker one tab leads over Web Locks, and when it closes another takes over the connection', async ({
  context,
  playwright,
  baseURL,
}) => {
  // Chrome for Android has no SharedWorker: the same app on desktop Chromium, with it taken away.
  await context.addInitScript(() =>
    Object.defineProperty(window, 'SharedWorker', { value: undefined, configurable: true }),
  );
  const api = await playwright.request.newContext({ baseURL });
  const superToken = await apiLogin(api, 'superadmin');
  const pages = await openTabs(context, 3);
  await expect.poll(async () => (await liveDiagnostics(api, superToken, 'admin0001')).connections).toBe(1);

  const first = await merchantCreatesOrder(api, 'LEAD');
  await expectOneAlert(pages, first);
  await press(pages[1]!.getByTestId('live-notice').getByRole('button', { name: 'Stop the alert' }));
  await expect.poll(() => notificationsOf(pages[0]!, first)).toBe(0);

  // The first tab took the lock: closing it ends its worker's socket, and a follower starts one.
  await pages[0]!.close();
  const rest = pages.slice(1);
  await expect
    .poll(async () => (await liveDiagnostics(api, superToken, 'admin0001')).connections, { timeout: 15_000 })
    .toBe(1);
  for (const page of rest) await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');
  const second = await merchantCreatesOrder(api, 'LEAD');
  await expectOneAlert(rest, second);
  await closeNotifications(rest[0]!, second);
  await api.dispose();
});
