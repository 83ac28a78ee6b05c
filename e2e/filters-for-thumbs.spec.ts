import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill } from './support/controls.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Filters built for thumbs (decision 067): the filter sheet's Apply and Clear stay in reach at
 * the bottom, merchants and products are picked by name, and a search box above the list finds an
 * order by either number.
 */
test.skip(({ isMobile }) => !isMobile, 'thumbs are on phones');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** The text of a fact (dt/dd) of every card on the list. */
const factOfCards = (page: Page, name: string) =>
  page
    .getByTestId('order-card')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd')
    .allTextContents();

test.describe('admin0001', () => {
  test.use({ account: 'admin0001' });

  test('sees Apply and Clear without scrolling the long filter sheet', async ({ page }) => {
    await page.goto('/order/list');
    await press(page.getByRole('button', { name: 'Filters' }));
    const sheet = page.getByRole('form', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: 'Apply' })).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Clear' })).toBeInViewport();
    // The last field is far below: the buttons stay at the bottom edge while it is scrolled to.
    const last = sheet.getByLabel('Completed until', { exact: true });
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(sheet.getByRole('button', { name: 'Apply' })).toBeInViewport();
  });

  test('picks a merchant and a product by name and lists only their orders', async ({ page }) => {
    await page.goto('/order/list');
    await press(page.getByRole('button', { name: 'Filters' }));
    const sheet = page.getByRole('form', { name: 'Filters' });
    await fill(sheet.getByLabel('Merchant', { exact: true }), 'merchant 01');
    await press(sheet.getByRole('button', { name: 'Merchant 01 (merchant01)' }));
    await expect(sheet.getByText('Merchant 01 (merchant01)', { exact: true })).toBeVisible();
    await fill(sheet.getByLabel('Product', { exact: true }), 'upi');
    await press(sheet.getByRole('button', { name: 'UPI Main (3024)' }));
    await fill(sheet.getByLabel('Supplier', { exact: true }), 'no such supplier');
    // Product 8's named message.
    await expect(sheet.getByText('Cannot find supplier', { exact: true })).toBeVisible();
    await press(sheet.getByRole('button', { name: 'Apply' }));
    await expect(sheet).toBeHidden();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('Merchant: Merchant 01 (merchant01)');
    await expect(chips).toContainText('Product: UPI Main (3024)');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    expect(new Set(await factOfCards(page, 'Merchant'))).toEqual(new Set(['Merchant 01']));
    expect(new Set(await factOfCards(page, 'Product'))).toEqual(new Set(['UPI Main']));
  });
});

test.describe('admin0001 on the other lists', () => {
  test.use({ account: 'admin0001' });

  test('picks the merchant of payouts and the holder of fund records by name, never by a number', async ({ page }) => {
    await page.goto('/payProxyOrder/list');
    await expect(page.getByTestId('payout-card').first()).toBeVisible();
    await press(page.getByRole('button', { name: 'Filters' }));
    let sheet = page.getByRole('form', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: 'Apply' })).toBeInViewport();
    await fill(sheet.getByLabel('Merchant', { exact: true }), 'merchant 01');
    await press(sheet.getByRole('button', { name: 'Merchant 01 (merchant01)' }));
    await fill(sheet.getByLabel('Supplier', { exact: true }), 'nobody of that name');
    await expect(sheet.getByText('Cannot find supplier', { exact: true })).toBeVisible();
    await press(sheet.getByRole('button', { name: 'Apply' }));
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      'Merchant: Merchant 01 (merchant01)',
    );
    await expect(page).toHaveURL(/merchantId=\d+/);
    await expect(page.getByTestId('payout-card').first()).toBeVisible();

    await page.goto('/fundRecord/fundRecordAdmin');
    await expect(page.getByTestId('fund-record-card').first()).toBeVisible();
    await press(page.getByRole('button', { name: 'Filters' }));
    sheet = page.getByRole('form', { name: 'Filters' });
    await fill(sheet.getByLabel('User', { exact: true }), 'supplier01');
    await press(sheet.getByRole('button', { name: /^supplier01 \(/ }));
    await press(sheet.getByRole('button', { name: 'Apply' }));
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('User: supplier01');
    await expect(page.getByTestId('fund-record-card').first()).toContainText('supplier01');
  });
});

test.describe('merchant01', () => {
  test.use({ account: 'merchant01' });

  test('finds an order by its own order number and by the platform order number in the search box', async ({
    page,
  }) => {
    await page.goto('/order/list/merchant');
    const second = page.getByTestId('order-card').nth(1);
    await expect(second).toBeVisible();
    const code = (await second.getAttribute('aria-label')) ?? '';
    const own =
      (await second
        .locator('div', { has: page.locator('dt', { hasText: /^Merchant order number$/ }) })
        .locator('dd')
        .textContent()) ?? '';
    const search = page.getByRole('searchbox', { name: 'Search by order or merchant order number' });

    await fill(search, own);
    await search.press('Enter');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByRole('article', { name: code })).toBeVisible();
    await expect(page).toHaveURL(/orderNumber=/);
    // One order, in the singular.
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();

    await fill(search, code);
    await search.press('Enter');
    await expect(page.getByRole('article', { name: code })).toBeVisible();
    await expect(page.getByTestId('order-card')).toHaveCount(1);

    // The chip's cross clears the search box too, and every order shows again.
    await press(page.getByRole('button', { name: /^Remove Order or merchant order number/ }));
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('order-card').nth(1)).toBeVisible();
  });

  test('finds a payout by its own order number in the search box', async ({ page }) => {
    await page.goto('/payProxyOrder/list/merchant');
    const second = page.getByTestId('payout-card').nth(1);
    await expect(second).toBeVisible();
    const code = (await second.getAttribute('aria-label')) ?? '';
    const [own] = await page.evaluate(async (orderCode) => {
      const res = await fetch(`/v1.0/payoutOrder/getList?orderCode=${orderCode}`, { credentials: 'same-origin' });
      const body = (await res.json()) as { data: { list: { mchOrderNo: string }[] } };
      return body.data.list.map((r) => r.mchOrderNo);
    }, code);
    const search = page.getByRole('searchbox', { name: 'Search by order or merchant order number' });
    await fill(search, own ?? '');
    await search.press('Enter');
    await expect(page.getByRole('article', { name: code })).toBeVisible();
    await expect(page.getByTestId('payout-card')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      `Order or merchant order number: ${own}`,
    );
  });
});
