import type { Locator, Page as PwPage } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { AccountRow, Page } from '../src/contract/index.ts';
import { demoPassword } from './support/accounts.ts';
import { apiGet, press, snapshot, typeInto } from './support/shell-helpers.ts';

/** Staff calls that change accounts ask for the second-level password once per 30 minutes. */
async function passSecondLevelIfAsked(page: PwPage, done: Locator) {
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: /Second-level password required|secondLevel\.titles\.required/ });
  await expect(dialog.or(done).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await typeInto(page, 'Second-level password', demoPassword);
    await press(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog).toBeHidden();
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 manages merchants', () => {
  test.use({ account: 'admin0001' });

  test('adds a merchant and sees it listed, then finds merchant01 and reads its balances', async ({ page }) => {
    const account = `e2eshop${test.info().project.name}${Date.now()}`;
    await page.goto('/merchants/list');
    const cards = page.getByTestId('account-card');
    await expect(cards.first()).toBeVisible();

    await press(page.getByRole('button', { name: named('Add merchant', 'accounts.buttons.addMerchant') }));
    const form = page.getByRole('form', { name: named('Add merchant', 'accounts.titles.createMerchant') });
    // Asked before the form opens (once per 30 minutes), so the prompt never hides behind it.
    await passSecondLevelIfAsked(page, form);
    await fill(form.getByLabel(named('Nickname', 'accounts.fields.nickname')), 'E2E Shop');
    await fill(form.getByLabel(named('Account', 'accounts.fields.account')), account);
    await fill(form.getByLabel(named('Password', 'accounts.fields.password')), 'Shop12345');
    await snapshot(page, 'accounts-create');
    await press(form.getByRole('button', { name: 'Confirm' }));
    const created = cards.filter({ has: page.getByTestId('account-name').getByText(account, { exact: true }) });
    await expect(form).toBeHidden();
    await expect(created).toBeVisible();
    await expect(created.getByTestId('account-balance')).toHaveText('0.00');

    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    const accountFilter = sheet.getByLabel(named('Account', 'accounts.fields.account'));
    await fill(accountFilter, 'merchant01');
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(page).toHaveURL(/account=merchant01/);
    const card = cards.filter({ has: page.getByTestId('account-name').getByText('merchant01', { exact: true }) });
    await expect(card).toBeVisible();

    const { list } = await apiGet<Page<AccountRow>>(page, '/v1.0/account/getMerchantList?account=merchant01');
    const row = list.find((r) => r.account === 'merchant01')!;
    const money = (minor: number) =>
      (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await press(card.locator('button').first());
    const detail = page.getByTestId('account-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('detail-balance')).toHaveText(money(row.balance));
    await expect(detail.getByTestId('detail-available')).toHaveText(money(row.availableBalance));
    await expect(detail.getByTestId('detail-frozen')).toHaveText(money(row.frozenBalance));
    // The key is never shown in the detail, only on a reset.
    await expect(detail).not.toContainText('0123456789abcdef0123456789abcdef');
    await snapshot(page, 'accounts-detail');
  });
});
