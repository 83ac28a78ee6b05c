import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import type { PayoutFigures, PayoutStatistics, UserInfo } from '../src/contract/index.ts';

import { apiGet, press, snapshot } from './support/shell-helpers.ts';

const count = (n: number) => n.toLocaleString('en-US');
const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (rate: number) =>
  rate.toLocaleString('en-US', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** What each summary card must read for the server's totals. */
function expectedCards(f: PayoutFigures): [string, string][] {
  const cards: [string, string][] = [
    ['createdCount', count(f.createdCount)],
    ['completedCount', count(f.completedCount)],
    ['successRate', percent(f.successRate)],
    ['createdAmount', money(f.createdAmount)],
    ['completedAmount', money(f.completedAmount)],
    ['cancelledCount', count(f.cancelledCount)],
    ['cancelledAmount', money(f.cancelledAmount)],
    ['openCount', count(f.openCount)],
    ['openAmount', money(f.openAmount)],
  ];
  if (f.fee !== null) cards.push(['fee', money(f.fee)]);
  return cards;
}

/** The summary cards say the server's totals, and the table's totals row (a card on a phone) says the same. */
async function expectFiguresOf(page: Page, total: PayoutFigures) {
  for (const [key, text] of expectedCards(total)) {
    await expect(page.getByTestId(`summary-${key}`).locator('dd'), key).toHaveText(text);
    await expect(page.getByTestId(`table-total-${key}`), key).toHaveText(text);
  }
}

const zoneOf = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 reads the payout statistics', () => {
  test.use({ account: 'admin0001' });

  test('sees the chart and figures equal to the API, and the supplier table adds up to the same totals', async ({
    page,
  }) => {
    await page.goto('/payProxyOrder/statistics');
    await expect(page.getByTestId('statistics-chart').locator('canvas').first()).toBeVisible();
    const zone = await zoneOf(page);
    const server = await apiGet<PayoutStatistics>(
      page,
      `/v1.0/payoutOrder/statistics?lastDays=7&timeZone=${encodeURIComponent(zone)}&groupByMerchant=true&groupBySupplier=true`,
    );
    expect(server.total.createdCount).toBeGreaterThan(0);
    await expectFiguresOf(page, server.total);
    // The chart's words carry the same totals for those who cannot see it.
    const words = `${count(server.total.createdCount)} payouts, ${count(server.total.completedCount)} completed`;
    await expect(page.getByTestId('statistics-chart-summary')).toContainText(words);

    await press(page.getByRole('button', { name: named('By supplier', 'statistics.buttons.bySupplier') }));
    const supplier = server.suppliers!.find((s) => s.supplierId !== null)!;
    await expect(
      page.getByText(`${supplier.supplierName || supplier.supplierId} (${supplier.supplierId})`, { exact: true }),
    ).toBeVisible();
    await expectFiguresOf(page, server.total);
    await snapshot(page, 'payout-statistics-admin');
  });
});

test.describe('merchant01 reads its payout statistics', () => {
  test.use({ account: 'merchant01' });

  test('sees only its own payouts over 30 days, without suppliers', async ({ page }) => {
    await page.goto('/payProxyOrder/statistics/merchant');
    await press(page.getByRole('button', { name: named('30 days', 'statistics.buttons.lastDays') }));
    await expect(page).toHaveURL(/lastDays=30/);
    await expect(page.getByTestId('statistics-chart').locator('canvas').first()).toBeVisible();

    const me = ((await (await page.request.post('/v1.0/user/getInfo', { data: {} })).json()) as { data: UserInfo })
      .data;
    const zone = await zoneOf(page);
    const query = `lastDays=30&timeZone=${encodeURIComponent(zone)}`;
    const server = await apiGet<PayoutStatistics>(
      page,
      `/v1.0/payoutOrder/statistics?${query}&groupByMerchant=false&groupBySupplier=false`,
    );
    expect(server.total.createdCount).toBeGreaterThan(0);
    await expectFiguresOf(page, server.total);
    // Grouped by merchant, its figures hold one merchant, itself; it is never told about suppliers.
    const grouped = await apiGet<PayoutStatistics>(
      page,
      `/v1.0/payoutOrder/statistics?${query}&groupByMerchant=true&groupBySupplier=true`,
    );
    expect(grouped.merchants!.map((m) => m.merchantId)).toEqual([me.user_id]);
    expect(grouped.suppliers).toBeNull();
    await expect(page.getByRole('button', { name: named('By supplier', 'statistics.buttons.bySupplier') })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: named('By merchant', 'statistics.buttons.byMerchant') })).toHaveCount(
      0,
    );
    await snapshot(page, 'payout-statistics-merchant');
  });
});
