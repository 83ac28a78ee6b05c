import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { OrderStatisticsV2, UserOption } from '../src/contract/index.ts';

import { apiGet, press, snapshot } from './support/shell-helpers.ts';

/** The summary cards and the table's totals row (a card on a phone) must say the same. */
async function expectTableTotalsEqualSummary(page: Page) {
  for (const [summary, table] of [
    ['orders', 'orderCount'],
    ['paid', 'successCount'],
    ['successRate', 'successRate'],
    ['amount', 'amount'],
    ['paidAmount', 'successAmount'],
  ] as const) {
    const shown = (await page.getByTestId(`summary-${summary}`).locator('dd').textContent())?.trim();
    expect(shown, summary).toBeTruthy();
    await expect(page.getByTestId(`table-total-${table}`)).toHaveText(shown!);
  }
}

const zoneOf = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('merchant01 reads its statistics', () => {
  test.use({ account: 'merchant01' });

  test('sees the chart, and the table totals equal the summary and the server figures', async ({ page }) => {
    await page.goto('/order/statistics/merchant');
    const chart = page.getByTestId('statistics-chart');
    await expect(chart.locator('canvas').first()).toBeVisible();
    const zone = await zoneOf(page);
    const server = await apiGet<OrderStatisticsV2>(
      page,
      `/v1.0/order/statisticsV2?lastDays=7&timeZone=${encodeURIComponent(zone)}`,
    );
    expect(server.total.orderCount).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-orders').locator('dd')).toHaveText(
      server.total.orderCount.toLocaleString('en-US'),
    );
    await expectTableTotalsEqualSummary(page);
    // The chart's words carry the same totals for those who cannot see it.
    await expect(page.getByTestId('statistics-chart-summary')).toContainText(
      `${server.total.orderCount.toLocaleString('en-US')} orders`,
    );
    // Merchants get neither supplier fees nor other groupings.
    await expect(page.getByTestId('summary-supplierFee')).toHaveCount(0);
    await snapshot(page, 'statistics-merchant');
  });
});

test.describe('admin0001 reads the order statistics', () => {
  test.use({ account: 'admin0001' });

  test('filters by merchant01 and gets merchant01 figures', async ({ page }) => {
    await page.goto('/order/statistics');
    await expect(page.getByTestId('statistics-chart').locator('canvas').first()).toBeVisible();
    const merchants = await apiGet<UserOption[]>(page, '/v1.0/user/getUserOptions?role=merchant');
    const merchant01 = merchants.find((m) => m.account === 'merchant01')!;

    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    // Picked by name: part of it typed, the match tapped (decision 067).
    await fill(sheet.getByLabel(named('Merchant', 'statistics.fields.merchant')), merchant01.label);
    await press(sheet.getByRole('button', { name: `${merchant01.label} (merchant01)` }));
    await expect(sheet.getByText(`${merchant01.label} (merchant01)`, { exact: true })).toBeVisible();
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(page).toHaveURL(new RegExp(`merchantUserId=${merchant01.value}`));

    const zone = await zoneOf(page);
    const server = await apiGet<OrderStatisticsV2>(
      page,
      `/v1.0/order/statisticsV2?merchantUserId=${merchant01.value}&lastDays=7&timeZone=${encodeURIComponent(zone)}`,
    );
    await expect(page.getByTestId('summary-orders').locator('dd')).toHaveText(
      server.total.orderCount.toLocaleString('en-US'),
    );
    await expectTableTotalsEqualSummary(page);
    await press(page.getByRole('button', { name: named('By merchant', 'statistics.buttons.byMerchant') }));
    await expect(page.getByText(`${merchant01.label} (${merchant01.value})`, { exact: true })).toBeVisible();
    await snapshot(page, 'statistics-admin');
  });
});
