import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { columnsSheet } from './support/table-steps.ts';

/**
 * Fund records and the merchants as desk tables (decision 124). Runs in the desktop project only
 * (1440x900); the phone's cards are e2e/fund-records.spec.ts's and e2e/accounts.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 at a desk', () => {
  test.use({ account: 'admin0001' });

  test('reads the fund records as a table, hides the balance before for good and opens a record with Enter', async ({
    page,
  }) => {
    await page.goto('/fundRecord/fundRecordAdmin');
    const table = page.getByTestId('list-table');
    const rows = table.getByTestId('fund-record-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('fund-record-card')).toHaveCount(0);
    // Staff see whose record it is.
    await expect(table.getByRole('columnheader', { name: named('User', 'fundRecords.fields.user') })).toBeVisible();
    const before = table.getByRole('columnheader', {
      name: named('Balance before', 'fundRecords.fields.balanceBefore'),
    });
    await expect(before).toBeVisible();

    let sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Balance before', 'fundRecords.fields.balanceBefore') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(before).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(before).toHaveCount(0);
    await expect(rows.first().getByTestId('fund-record-before')).toHaveCount(0);
    sheet = await columnsSheet(page);
    await expect(
      sheet.getByRole('checkbox', { name: named('Balance before', 'fundRecords.fields.balanceBefore') }),
    ).not.toBeChecked();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();

    // j moves to the first row; Enter shows the record whole, with the balance the table hides.
    await page.keyboard.press('j');
    await expect(rows.first()).toBeFocused();
    const amount = (await rows.first().getByTestId('fund-record-amount').textContent()) ?? '';
    await page.keyboard.press('Enter');
    const card = page.getByTestId('fund-record-detail').getByTestId('fund-record-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('fund-record-amount')).toHaveText(amount);
    await expect(card.getByTestId('fund-record-before')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  test('reads the merchants as a table, hides the nickname for good and opens a merchant with Enter', async ({
    page,
  }) => {
    await page.goto('/merchants/list');
    const table = page.getByTestId('list-table');
    const rows = table.getByTestId('account-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('account-card')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: named('Balance', 'accounts.fields.balance') })).toBeVisible();
    const nickname = table.getByRole('columnheader', { name: named('Nickname', 'accounts.fields.nickname') });
    await expect(nickname).toBeVisible();

    let sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Nickname', 'accounts.fields.nickname') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(nickname).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(nickname).toHaveCount(0);
    sheet = await columnsSheet(page);
    await expect(
      sheet.getByRole('checkbox', { name: named('Nickname', 'accounts.fields.nickname') }),
    ).not.toBeChecked();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();

    // The row's Actions are in reach on the row; Enter opens the merchant's detail.
    await expect(
      rows.first().getByRole('button', { name: named('Actions', 'accounts.buttons.actions') }),
    ).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const second = table.locator('[data-testid="account-row"][data-index="1"]');
    await expect(second).toBeFocused();
    const name = (await second.getAttribute('data-row')) ?? '';
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('account-detail');
    await expect(detail).toContainText(name);
    await expect(detail.getByRole('button', { name: named('Actions', 'accounts.buttons.actions') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  test('reads the card-to-card accounts as a table with their suppliers and opens one with Enter', async ({ page }) => {
    await page.goto('/internationalCardToCard/list-admin');
    const rows = page.getByTestId('list-table').getByTestId('receiving-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('account-card')).toHaveCount(0);
    await expect(rows.first().getByTestId('account-supplier')).not.toBeEmpty();
    await page.keyboard.press('j');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('resource-processing-count')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('resource-processing-count')).toBeHidden();
  });

  test('reads the audit log as a table, hides the address for good and opens a record with Enter', async ({ page }) => {
    await page.goto('/auditRecord/auditRecord');
    const table = page.getByTestId('list-table');
    const rows = table.getByTestId('audit-record-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('audit-record-card')).toHaveCount(0);
    const address = table.getByRole('columnheader', { name: named('Address', 'auditLog.fields.ip') });
    await expect(address).toBeVisible();

    let sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Address', 'auditLog.fields.ip') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(address).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(address).toHaveCount(0);
    sheet = await columnsSheet(page);
    await expect(sheet.getByRole('checkbox', { name: named('Address', 'auditLog.fields.ip') })).not.toBeChecked();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();

    // j moves to the first row; Enter opens the record with its before and after, as a card's tap does.
    await page.keyboard.press('j');
    await expect(rows.first()).toBeFocused();
    const action = (await rows.first().getByTestId('audit-record-action').textContent()) ?? '';
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('audit-record-sheet');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(action);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });
});
