import { expect, test, type Page } from '@playwright/test';
import { authFile } from './support/accounts.ts';

/**
 * Names of the order screen's own controls: its English text, or its Lingui id while the catalogs
 * do not carry the new messages yet (a production build shows the id then).
 */
const named = (english: string, id: string) => new RegExp(`^(${english}|${id.replace(/\./g, '\\.')})$`);

async function filterByStatus(page: Page, status: string) {
  await page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }).tap();
  const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
  await sheet.getByText(status, { exact: true }).tap();
  await sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }).tap();
  await expect(sheet).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('a supplier', () => {
  test.use({ storageState: authFile('supplier01') });

  test('reads its orders as cards, filters by status and opens one', async ({ page }) => {
    await page.goto('/order/list/supplier');
    const cards = page.getByTestId('order-card');
    await expect(cards.first()).toBeVisible();
    // Amounts in major units with two decimals.
    await expect(cards.first().getByTestId('order-amount')).toHaveText(/^[\d,]+\.\d{2}$/);

    await filterByStatus(page, 'Successful');
    await expect(page).toHaveURL(/orderStatusId=5/);
    await expect(cards.first()).toBeVisible();
    for (const tag of await cards.getByTestId('order-status').allTextContents()) expect(tag).toBe('Successful');

    // The filter survives a reload and shows as a removable chip.
    await page.reload();
    await expect(page).toHaveURL(/orderStatusId=5/);
    await expect(cards.first().getByTestId('order-status')).toHaveText('Successful');

    const code = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards.first().locator('button').first().tap();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(code);
    // Suppliers never see the merchant fee nor the allocation details of staff.
    await expect(detail.getByTestId('order-allocation')).toHaveCount(0);
  });
});

test.describe('an admin', () => {
  test.use({ storageState: authFile('admin0001') });

  test('marks an order and unlocks a locked one', async ({ page }) => {
    await page.goto('/order/list');
    const cards = page.getByTestId('order-card');
    await expect(cards.first()).toBeVisible();

    // Mark the first order "Follow up".
    const first = cards.first();
    const code = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: named('Actions', 'orders.buttons.actions') }).tap();
    await page.getByText(named('Update mark', 'orders.actions.updateOrderMark')).tap();
    const markForm = page.getByRole('form', { name: named('Update mark', 'orders.actions.updateOrderMark') });
    await markForm.getByText(named('Follow up', 'enum.orderMark.followUp')).tap();
    await markForm.getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }).tap();
    await expect(markForm).toBeHidden();
    await expect(page.getByRole('article', { name: code }).getByTestId('order-mark')).toBeVisible();

    // Rejecting orders are locked by automated processing in the demo data.
    await filterByStatus(page, 'Rejecting');
    const locked = cards.filter({ has: page.getByTestId('order-locked') }).first();
    await expect(locked).toBeVisible();
    const lockedCode = (await locked.getAttribute('aria-label')) ?? '';
    await locked.getByRole('button', { name: named('Actions', 'orders.buttons.actions') }).tap();
    await page.getByText(named('Unlock', 'orders.actions.unlock')).tap();
    await expect(page.getByRole('dialog')).toContainText(/automated processing|orders\.texts\.lockedWarning/);
    await page.getByRole('dialog').getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }).tap();
    await expect(page.getByRole('article', { name: lockedCode }).getByTestId('order-locked')).toHaveCount(0);
  });
});
