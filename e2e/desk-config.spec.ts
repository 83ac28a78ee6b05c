import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { press } from './support/shell-helpers.ts';
import { columnsSheet } from './support/table-steps.ts';

/**
 * The settings-like lists as desk tables read off their export (decision 135): staff accounts,
 * reached from the side menu, read as a table; a column hidden there is left out of the CSV. Runs
 * in the desktop project only (1440x900); the phone's cards are e2e/staff-and-products.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** Exports the list as CSV from the toolbar; the downloaded file's first line. */
async function csvHeader(page: Page): Promise<string> {
  await press(page.getByRole('button', { name: named('Export', 'export.actions.export') }));
  const download = page.waitForEvent('download');
  await press(page.getByRole('option', { name: named('CSV file', 'export.actions.csv') }));
  const text = await readFile(await (await download).path(), 'utf8');
  return text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
}

test.describe('admin0001 at a desk', () => {
  test.use({ account: 'admin0001' });

  test('opens Account management from the menu, reads a row, hides the nickname and exports without it', async ({
    page,
  }) => {
    await page.goto('/home');
    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Main menu' });
    const group = menu.getByRole('button', { name: 'Accounts', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await press(group);
    await press(menu.getByRole('link', { name: named('Account management', 'routes.users') }));
    await expect(page).toHaveURL(/\/setting\/users$/);

    const table = page.getByTestId('list-table');
    const row = table.getByTestId('user-row').first();
    await expect(row).toBeVisible();
    await expect(page.getByTestId('user-card')).toHaveCount(0);
    await expect(row.getByRole('cell').first()).toHaveText(/^[a-z0-9]{8,}$/i);
    await expect(row.getByTestId('user-status')).toBeVisible();
    const nickname = table.getByRole('columnheader', { name: named('Nickname', 'staffAccounts.fields.nickname') });
    await expect(nickname).toBeVisible();

    const sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Nickname', 'staffAccounts.fields.nickname') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(nickname).toHaveCount(0);

    const header = await csvHeader(page);
    expect(header).toMatch(/^Account,Role,Status,Last login \(UTC[^)]*\)$/);
  });
});
