import { expect, test } from './support/fixtures.ts';
import { googleCode } from './support/accounts.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Issue 5 offline: a supplier on a dead network still reads its last orders (persisted query
 * cache in IndexedDB, app shell from the service worker) and cannot send a supplement.
 */
test.use({ serviceWorkers: 'allow', account: 'supplier01' });
test.skip(({ isMobile }) => !isMobile, 'suppliers on bad networks are on phones');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test('supplier01 reloads its order list offline, reads the cached orders and is refused a supplement', async ({ page, context }) => {
  await page.goto('/order/list/supplier');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  const codesOnline = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(codesOnline.length).toBeGreaterThan(0);

  // The service worker controls the page (precached shell) before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  // The cache is written at most once a second: wait until the orders are in IndexedDB.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction('keyval', 'readonly');
              const all = tx.objectStore('keyval').getAllKeys();
              all.onsuccess = () => resolve(all.result.some((k) => String(k).startsWith('offline.cache.')));
              all.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(1200);

  const fetchedAt = new Date();
  await context.setOffline(true);
  await page.reload();

  await expect(cards.first()).toBeVisible();
  const codesOffline = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(codesOffline).toEqual(codesOnline);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(/^Offline, data as of \d{2}:\d{2}$/);
  const hhmm = (d: Date) => d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const shown = (await banner.textContent())?.slice(-5);
  // The time of the fetch, not of the reload (a minute may turn in between).
  expect([hhmm(fetchedAt), hhmm(new Date(fetchedAt.getTime() - 60_000))]).toContain(shown);

  const supplement = page.getByRole('button', { name: 'Supplement', exact: true }).first();
  await press(supplement);
  const form = page.getByRole('form', { name: 'Supplement' });
  await press(form.getByLabel('UTR', { exact: true }));
  await form.getByLabel('UTR', { exact: true }).fill('412345678909');
  await press(form.getByLabel('Google code', { exact: true }));
  await form.getByLabel('Google code', { exact: true }).fill(googleCode('supplier01'));
  await press(form.getByRole('button', { name: 'Confirm' }));
  await expect(form.getByRole('alert')).toContainText('You are offline: this action is not sent.');
  await expect(form).toBeVisible();

  // The half-filled form is kept as a draft, without the Google code.
  await press(form.getByRole('button', { name: 'Cancel' }));
  await expect(form).toBeHidden();
  await press(supplement);
  await expect(form.getByLabel('UTR', { exact: true })).toHaveValue('412345678909');
  await expect(form.getByLabel('Google code', { exact: true })).toHaveValue('');
  await press(form.getByRole('button', { name: 'Cancel' }));

  // Back online, the list is fetched again and the banner goes.
  const refreshed = page.waitForResponse((r) => r.url().includes('/v1.0/order/getList') && r.ok());
  await context.setOffline(false);
  await refreshed;
  await expect(banner).toBeHidden();
  await expect(cards.first()).toBeVisible();
});
