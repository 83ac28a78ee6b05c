import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Decision 027 offline: a supplier on a dead network still reads its last orders (persisted query
 * cache in IndexedDB, app shell from the service worker) and cannot send a supplement.
 */
test.use({ serviceWorkers: 'allow' });
test.skip(({ isMobile }) => !isMobile, 'suppliers on bad networks are on phones');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** The first part of every query key the saved cache holds (e.g. 'orders', 'payouts'). */
function savedQueryHeads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const all = open.result.transaction('keyval', 'readonly').objectStore('keyval').getAll();
          // One record a saved query (its pages apart, without a key): decision 082.
          all.onsuccess = () =>
            resolve(
              (all.result as ({ queryKey?: unknown } | undefined)[]).flatMap((v) =>
                Array.isArray(v?.queryKey) ? [String(v.queryKey[0])] : [],
              ),
            );
          all.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/**
 * The service worker controls the page (precached shell) and the query cache, each query written at
 * most once a second in an idle moment, holds the queries of `heads` shown on screen: the network
 * may go now.
 */
async function readyForOffline(page: Page, heads: string[]) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  for (const head of heads) await expect.poll(async () => (await savedQueryHeads(page)).includes(head)).toBe(true);
  // A save of the last answers may still be under way: let it land.
  await page.waitForTimeout(1200);
}

/**
 * Opens each page online until what it shows is saved, goes offline, then loads each again and
 * finds it showing the same, under the offline banner.
 */
async function readEachOfflineAfterReload(
  page: Page,
  context: BrowserContext,
  pages: { path: string; shows: Locator; head: string }[],
) {
  for (const { path, shows, head } of pages) {
    await page.goto(path);
    await expect(shows).toBeVisible();
    // Each load is a new start of the app: it keeps only what it saved before it was left.
    await readyForOffline(page, [head]);
  }
  await context.setOffline(true);
  for (const { path, shows } of pages) {
    await page.goto(path);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(shows).toBeVisible();
  }
}

test.describe('supplier01', () => {
  test.use({ account: 'supplier01' });

  test('supplier01 reloads its order list offline, reads the cached orders and is refused a supplement', async ({
    page,
    context,
  }) => {
    await page.goto('/order/list/supplier');
    const cards = page.getByTestId('order-card');
    await expect(cards.first()).toBeVisible();
    const codesOnline = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(codesOnline.length).toBeGreaterThan(0);

    await readyForOffline(page, ['orders']);

    const fetchedAt = new Date();
    await context.setOffline(true);
    await page.reload();

    await expect(cards.first()).toBeVisible();
    const codesOffline = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(codesOffline).toEqual(codesOnline);
    const banner = page.getByTestId('offline-banner');
    // en-US writes its own 12-hour clock (decision 120).
    await expect(banner).toHaveText(/^Offline, data as of \d{1,2}:\d{2} [AP]M$/);
    const hhmm = (d: Date) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    const shown = (await banner.textContent())?.replace('Offline, data as of ', '');
    // The time of the fetch, not of the reload (a minute may turn in between).
    expect([hhmm(fetchedAt), hhmm(new Date(fetchedAt.getTime() - 60_000))]).toContain(shown);

    // A supplement could not be sent: its button is grey and the page says why, before any typing
    // (decision 069); back online it works again.
    const supplement = page.getByRole('button', { name: 'Supplement', exact: true }).first();
    await expect(supplement).toBeDisabled();
    await expect(page.getByTestId('offline-actions-note')).toContainText(
      'money actions wait until the connection is back',
    );

    // Back online, the list is fetched again and the banner goes.
    const refreshed = page.waitForResponse((r) => r.url().includes('/v1.0/order/getList') && r.ok());
    await context.setOffline(false);
    await refreshed;
    await expect(banner).toBeHidden();
    await expect(cards.first()).toBeVisible();
    await expect(supplement).toBeEnabled();
    await expect(page.getByTestId('offline-actions-note')).toHaveCount(0);
  });
});

test.describe('merchant01', () => {
  test.use({ account: 'merchant01' });

  test('reads its payouts, fund records and personal center offline after a reload, and is told when a page has nothing saved', async ({
    page,
    context,
  }) => {
    const pages = [
      { path: '/payProxyOrder/list/merchant', shows: page.getByTestId('payout-card').first(), head: 'payouts' },
      { path: '/fundRecord/fundRecord', shows: page.getByTestId('fund-record-card').first(), head: 'fundRecords' },
      { path: '/profile/list', shows: page.getByTestId('profile-nickname'), head: 'profile' },
    ];
    await readEachOfflineAfterReload(page, context, pages);
    await expect(page.getByTestId('profile-nickname')).toHaveText(/\S/);

    // New payout waits for the connection, and says so before the form is opened.
    await page.goto('/payProxyOrder/list/merchant');
    await expect(page.getByRole('button', { name: 'New payout' })).toBeDisabled();
    await expect(page.getByTestId('offline-actions-note')).toBeVisible();

    // A list never loaded on this device: one clear statement, no endless skeleton.
    await page.goto('/payProxyOrder/list/merchant?orderCode=P-never-loaded');
    await expect(page.getByTestId('offline-empty')).toContainText('nothing of this list is saved on this device');
    await context.setOffline(false);
    await press(page.getByRole('button', { name: 'Filters' }));
  });
});

test.describe('supplier01 on its other pages', () => {
  test.use({ account: 'supplier01' });

  test('reads its SMS records, receiving accounts and payouts offline, finds payout actions waiting for the network, and is told when statistics have nothing saved', async ({
    page,
    context,
  }) => {
    const pages = [
      { path: '/bankStatement/list', shows: page.getByTestId('statement-card').first(), head: 'bankStatements' },
      {
        path: '/internationalCardToCard/list',
        shows: page.getByTestId('account-card').first(),
        head: 'receivingAccounts',
      },
      { path: '/payProxyOrder/list/supplier', shows: page.getByTestId('payout-card').first(), head: 'payouts' },
    ];
    await readEachOfflineAfterReload(page, context, pages);
    // A payout's actions are greyed with the reason, before any form.
    const card = page
      .getByTestId('payout-card')
      .filter({ hasText: /Ready to process|Awaiting payment|Processing/ })
      .first();
    await press(card.locator('button').first());
    const detail = page.getByTestId('payout-detail');
    await expect(detail.getByTestId('offline-actions-note')).toBeVisible();
    // Its own payout, claimed and not yet paid: complete and reject are the money actions.
    await expect(detail.getByRole('button', { name: 'Complete with UTR' })).toBeDisabled();
    await expect(detail.getByRole('button', { name: 'Reject' })).toBeDisabled();

    // Statistics never opened on this device: said once, not an endless skeleton.
    await page.goto('/payProxyOrder/statistics/supplier');
    await expect(page.getByTestId('offline-empty')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('admin0001', () => {
  test.use({ account: 'admin0001' });

  test('reads fund records offline and finds the balance operation waiting for the network, with the reason', async ({
    page,
    context,
  }) => {
    await page.goto('/fundRecord/fundRecordAdmin');
    await expect(page.getByTestId('fund-record-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Balance operation' })).toBeEnabled();
    await readyForOffline(page, ['fundRecords']);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('fund-record-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Balance operation' })).toBeDisabled();
    await expect(page.getByTestId('offline-actions-note')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Balance operation' })).toBeEnabled();
  });
});
