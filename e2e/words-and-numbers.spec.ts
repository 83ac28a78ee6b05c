import { expect, test } from './support/fixtures.ts';
import { press } from './support/shell-helpers.ts';

/** Words and numbers a person reads (decision 068): the parts built so far. */
test.skip(({ isMobile }) => !isMobile, 'read on a phone');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('merchant01', () => {
  test.use({ account: 'merchant01' });

  test("the payout form's amount opens the decimal keypad and asks for an amount when empty", async ({ page }) => {
    await page.goto('/payProxyOrder/list/merchant');
    await press(page.getByRole('button', { name: 'New payout' }));
    const form = page.getByRole('form', { name: 'New payout' });
    const amount = form.getByLabel('Amount (at most 2 decimals)', { exact: true });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByText('Enter an amount above zero', { exact: true })).toBeVisible();
    // Letters never get in: the field keeps the number.
    await amount.pressSequentially('12a.5b');
    await expect(amount).toHaveValue('12.5');
    await press(form.getByRole('button', { name: 'Cancel' }));
    await expect(form).toBeHidden();
  });
});

test.describe('the team pages', () => {
  test.describe('supplier01, no agent', () => {
    test.use({ account: 'supplier01' });

    test('has no team orders in its menu, and the address leads to "no access"', async ({ page }) => {
      await page.goto('/order/list/supplierProxy');
      await expect(page).toHaveURL(/\/401$/);
    });
  });

  test.describe('agent0001', () => {
    test.use({ account: 'agent0001' });

    test("opens its team's orders", async ({ page }) => {
      await page.goto('/order/list/supplierProxy');
      await expect(page).toHaveURL(/\/order\/list\/supplierProxy$/);
      await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    });
  });
});
