import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { columnsSheet } from './support/table-steps.ts';

/**
 * The payout lists on a desk screen (decision 124): a table, not cards. Runs in the desktop project
 * only (1440x900); the phone's cards are e2e/payouts.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 at a desk', () => {
  test.use({ account: 'admin0001' });

  test('reads the payouts as a table, opens one with Enter and hides a column for good', async ({ page }) => {
    await page.goto('/payProxyOrder/list');
    const table = page.getByTestId('list-table');
    const rows = table.getByTestId('payout-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('payout-card')).toHaveCount(0);

    // j moves to the first row, Enter opens it: the detail names the same payout.
    await page.keyboard.press('j');
    await expect(rows.first()).toBeFocused();
    const code = (await rows.first().getAttribute('data-row')) ?? '';
    expect(code).not.toBe('');
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('payout-detail');
    await expect(detail).toContainText(code);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Hide the cardholder column; it stays hidden after a reload.
    const nameHeader = table.getByRole('columnheader', { name: named('Cardholder name', 'payouts.fields.name') });
    await expect(nameHeader).toBeVisible();
    const sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Cardholder name', 'payouts.fields.name') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(nameHeader).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(nameHeader).toHaveCount(0);
  });

  test('reads the payout pool as a table', async ({ page }) => {
    await page.goto('/payProxyOrder/pool');
    const rows = page.getByTestId('list-table').getByTestId('payout-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('payout-card')).toHaveCount(0);
  });
});
