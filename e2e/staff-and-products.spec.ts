import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import { demoPassword } from './support/accounts.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/**
 * Submits a form whose call needs a second-level login: the dialog asks for the password when
 * this session has no fresh token2 yet (another test may have given it one), then the call retries.
 */
async function submitWithSecondLevel(page: Page, form: Locator, button: RegExp) {
  await press(form.getByRole('button', { name: button }));
  const dialog = page.getByRole('dialog', {
    name: named('Second-level password required', 'secondLevel.titles.required'),
  });
  const asked = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    const password = dialog.locator('#second-level-password');
    const confirm = dialog.getByRole('button', { name: named('Confirm', 'secondLevel.buttons.confirm') });
    // The dialog may still be settling when it first shows: type until the value holds.
    await expect(async () => {
      await password.fill(demoPassword);
      await expect(confirm).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await press(confirm);
    await expect(dialog).toBeHidden();
  }
  await expect(form).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 manages staff accounts and user products', () => {
  test.use({ account: 'admin0001' });

  test('adds a staff account and sees it listed', async ({ page }) => {
    const account = `e2estaff${Date.now().toString(36)}${test.info().project.name}`;
    await page.goto('/setting/users');
    await expect(page.getByTestId('user-card').first()).toBeVisible();

    await press(page.getByRole('button', { name: named('Add account', 'staffAccounts.actions.add') }));
    const form = page.getByRole('form', { name: named('Add account', 'staffAccounts.actions.add') });
    await expect(form).toBeVisible();
    // The contract's rules are checked before sending: a 7-character account is refused on the phone.
    await fill(form.getByLabel(named('Account', 'staffAccounts.fields.account')), 'short12');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByRole('alert').first()).toBeVisible();

    await fill(form.getByLabel(named('Nickname', 'staffAccounts.fields.nickname')), 'E2E Staff');
    await fill(form.getByLabel(named('Account', 'staffAccounts.fields.account')), account);
    await fill(form.getByLabel(named('Password', 'staffAccounts.fields.password')), 'Staff2468');
    await press(form.getByText(named('Customer service', 'enum.roles.customerService')));
    await snapshot(page, 'staff-accounts-add');
    await submitWithSecondLevel(page, form, /^(Confirm)$/);

    const card = page.getByTestId('user-card').filter({ hasText: account });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('user-role')).toHaveText(named('Customer service', 'enum.roles.customerService'));
    await expect(card.getByTestId('user-nickname')).toHaveText('E2E Staff');
    await snapshot(page, 'staff-accounts-list');
  });

  test("edits merchant01's rate for one product to 0.0125 and sees it in the list", async ({ page }) => {
    await page.goto('/userProduct');
    const cards = page.getByTestId('user-product-card');
    await expect(cards.first()).toBeVisible();

    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    await press(sheet.getByText('merchant01', { exact: true }));
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/userId=\d+/);
    await expect(cards.first()).toBeVisible();
    for (const user of await cards.getByTestId('user-product-user').allTextContents()) expect(user).toBe('merchant01');

    const first = cards.first();
    const product = (await first.getByTestId('user-product-product').textContent()) ?? '';
    await press(first.getByRole('button', { name: named('Edit rate', 'userProducts.actions.edit') }));
    const form = page.getByRole('form', { name: /merchant01/ });
    await expect(form).toBeVisible();
    const rate = form.getByLabel(named('Rate (0.0125 = 1.25 %)', 'userProducts.fields.rateInput'));
    // Five decimals are refused before anything is sent.
    await fill(rate, '0.01255');
    await press(form.getByRole('button', { name: named('Save', 'userProducts.buttons.save') }));
    await expect(form.getByRole('alert').first()).toBeVisible();
    await fill(rate, '0.0125');
    await snapshot(page, 'user-products-edit');
    await submitWithSecondLevel(page, form, named('Save', 'userProducts.buttons.save'));

    const edited = cards.filter({ has: page.getByTestId('user-product-product').getByText(product, { exact: true }) });
    await expect(edited.getByTestId('user-product-rate')).toHaveText(/^0\.0125 \(1\.25\s?%\)$/);
    await snapshot(page, 'user-products-list');
  });
});
