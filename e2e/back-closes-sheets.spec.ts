import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Decision 064: on a phone, Back with a sheet open closes the sheet and stays on the page; Back
 * after a sheet closed by its own button leaves the page as it would have without the sheet.
 */
test.skip(({ isMobile }) => !isMobile, "the phone's Back button");
test.use({ account: 'supplier01' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** Back as the phone's button does it (history back), then the page is still `path`. */
async function backStaysOn(page: Page, sheet: Locator, path: string) {
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(path);
}

test('on the order list Back closes the filter sheet and the order, then leaves the list', async ({ page }) => {
  await page.goto('/home');
  await page.goto('/order/list/supplier');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();

  await press(page.getByRole('button', { name: 'Filters' }));
  await backStaysOn(page, page.getByRole('form', { name: 'Filters' }), '/order/list/supplier');

  await cards.first().locator('button').first().click();
  await backStaysOn(page, page.getByTestId('order-detail'), '/order/list/supplier');
  await expect(cards.first()).toBeVisible();

  // A sheet closed by its own button: the next Back leaves the list, as if it had never opened.
  await press(page.getByRole('button', { name: 'Filters' }));
  const sheet = page.getByRole('form', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.mouse.click(195, 60);
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('on the payouts page Back closes a payout and stays', async ({ page }) => {
  await page.goto('/payProxyOrder/list/supplier');
  await press(page.getByRole('tab', { name: named('Pool', 'payouts.tabs.pool') }));
  const card = page.getByTestId('payout-card').first();
  await expect(card).toBeVisible();
  await press(card.locator('button').first());
  await backStaysOn(page, page.getByTestId('payout-detail'), '/payProxyOrder/list/supplier');
  await expect(card).toBeVisible();
});

test('on the accounts page Back closes the new account form and stays', async ({ page }) => {
  await page.goto('/internationalCardToCard/list');
  await press(page.getByRole('button', { name: named('Add account', 'receivingAccounts.buttons.add') }));
  await backStaysOn(
    page,
    page.getByRole('form', { name: named('Add account', 'receivingAccounts.titles.add') }),
    '/internationalCardToCard/list',
  );
  await expect(page.getByTestId('account-card').first()).toBeVisible();
});
