import { expect, test } from './support/fixtures.ts';
import type { Page, WebRecordRow } from '../src/contract/index.ts';

import { apiGet, press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 reads web messages and USDT records', () => {
  test.use({ account: 'admin0001' });

  test('opens a web message and sees the order it paid, then the USDT records', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one phone run is enough');
    const matched = await apiGet<Page<WebRecordRow>>(page, '/v1.0/webRecord/getList?kind=web&matched=yes&pageNum=1');
    expect(matched.total).toBeGreaterThan(0);
    const record = matched.list[0]!;

    await page.goto('/bankStatement/webMessageRecord-admin');
    const cards = page.getByTestId('record-card');
    await expect(cards.first()).toBeVisible();
    const card = cards.filter({
      has: page.getByTestId('record-matched').getByText(record.matchedOrderCode!, { exact: true }),
    });
    await expect(card).toHaveCount(1);
    await snapshot(page, 'web-messages-admin');
    await press(card.locator('button').first());
    const detail = page.getByTestId('record-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('record-order-code')).toContainText(record.matchedOrderCode!);

    const usdt = await apiGet<Page<WebRecordRow>>(page, '/v1.0/webRecord/getList?kind=usdt&pageNum=1');
    expect(usdt.total).toBeGreaterThan(0);
    await page.goto('/bankStatement/usdtTransactionRecord-admin');
    const usdtCards = page.getByTestId('record-card');
    await expect(usdtCards.first()).toBeVisible();
    await expect(usdtCards.first().getByTestId('record-amount')).toHaveText(/^[\d,]+\.\d{2,6} USDT$/);
    await snapshot(page, 'usdt-records-admin');
  });
});
