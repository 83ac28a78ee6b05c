import { readFile } from 'node:fs/promises';
import type { IpAnalysisRow, Page } from '../src/contract/index.ts';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { apiGet, press } from './support/shell-helpers.ts';
import { columnsSheet } from './support/table-steps.ts';

/**
 * The risk and analysis pages' desk tables read off their exports (decision 135), in the desktop
 * project only (1440x900); the phone's cards are e2e/order-analysis.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 at a desk', () => {
  test.use({ account: 'admin0001' });

  test('opens IP analysis from the menu, reads a row, hides a column and exports what the table shows', async ({
    page,
  }) => {
    // The server reads the last 24 hours when no range is chosen; the seed has orders there.
    const ips = await apiGet<Page<IpAnalysisRow>>(page, '/v1.0/orderAnalysis/ipList?pageNum=100');
    expect(ips.list.length).toBeGreaterThan(0);

    await page.goto('/home');
    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Main menu' });
    const group = menu.getByRole('button', { name: 'Collection', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await press(group);
    await press(menu.getByRole('link', { name: named('IP analysis', 'routes.ipAnalysis') }));
    await expect(page).toHaveURL(/\/orderAnalysis\/ip-analysis-list$/);

    const table = page.getByTestId('list-table');
    const first = table.getByTestId('ip-row').first();
    await expect(first).toBeVisible();
    await expect(page.getByTestId('ip-card')).toHaveCount(0);
    // A row reads as its IP's figures (other workers' orders may reorder the busiest ones meanwhile).
    const ip = ((await first.getByRole('cell').first().textContent()) ?? '').trim();
    const read = ips.list.find((r) => r.ip === ip);
    expect(read, `${ip} is among the IPs the list call answers`).toBeDefined();
    await expect(first.getByRole('cell').nth(3)).toHaveText(String(read!.orderCount));

    const merchants = table.getByRole('columnheader', { name: 'Merchants', exact: true });
    await expect(merchants).toBeVisible();
    const sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: 'Merchants', exact: true }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(merchants).toHaveCount(0);

    await press(page.getByRole('button', { name: named('Export', 'export.actions.export') }));
    const download = page.waitForEvent('download');
    await press(page.getByRole('option', { name: named('CSV file', 'export.actions.csv') }));
    const csv = await readFile(await (await download).path(), 'utf8');
    const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    expect(header).toMatch(
      /^Payer IP,Abnormal,Frozen,Orders,Paid,Success rate,Amount,Paid amount,"?Last order \(UTC[+-]\d\d:\d\d\)"?,?/,
    );
    expect(header).not.toContain('Merchants');
  });
});
