import { expect, test } from './support/fixtures.ts';
import type { OrderRow, Page } from '../src/contract/index.ts';
import { apiGet, press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('superadmin reads records in the entity data viewer', () => {
  test.use({ account: 'superadmin' });

  test('opens an order by its code and follows the link to its supplier', async ({ page }) => {
    // A seeded order that a supplier took, and that supplier's account, from the API.
    const listed = await apiGet<Page<OrderRow>>(page, '/v1.0/order/getList?pageNum=50');
    const order = listed.list.find((o) => o.supplierId !== null);
    expect(order, 'a seeded order with a supplier').toBeDefined();
    const suppliers = await apiGet<{ value: number; account: string }[]>(page, '/v1.0/user/getSupplierUserOptions');
    const supplierAccount = suppliers.find((s) => s.value === order!.supplierId)!.account;

    await page.goto('/entity-data-view');
    await page.getByLabel('Type').selectOption('order');
    await page.getByLabel('Id or code').fill(order!.orderCode);
    await press(page.getByRole('button', { name: 'Look up' }));
    const card = page.getByTestId('entity-card');
    await expect(card.getByRole('heading', { name: order!.orderCode })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`type=order&id=${order!.orderCode}`));
    await snapshot(page, 'entity-viewer-order');

    await press(card.getByTestId('entity-link').filter({ has: page.getByText('Supplier', { exact: true }) }));
    await expect(card.getByRole('heading', { name: supplierAccount, exact: true })).toBeVisible();
    await expect(card.locator('[data-field="account"]')).toHaveText(supplierAccount);
    await expect(page).toHaveURL(new RegExp(`type=user&id=${order!.supplierId}$`));
    await snapshot(page, 'entity-viewer-supplier');

    // Back returns to the order the link was followed from.
    await page.goBack();
    await expect(card.getByRole('heading', { name: order!.orderCode })).toBeVisible();
  });
});
