import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { press } from './support/shell-helpers.ts';

/** Exports the list as it is filtered, watching the progress bar; the downloaded file's path. */
async function exportAs(page: Page, format: 'CSV file' | 'Excel file') {
  await press(page.getByRole('button', { name: named('Export', 'export.actions.export') }));
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await press(
    page.getByRole('option', {
      name:
        format === 'CSV file' ? named('CSV file', 'export.actions.csv') : named('Excel file', 'export.actions.xlsx'),
    }),
  );
  const progress = page.getByTestId('list-export-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByText(/Fetched \d+/)).toBeVisible();
  const path = await (await download).path();
  await expect(progress).toBeHidden();
  return path;
}

const csvRows = async (path: string) => {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').trim();
  return text.split(/\r\n/);
};

test.describe('export of every list', () => {
  test.setTimeout(1_200_000);

  test('admin0001 exports the filtered collection orders, over 10,000, to Excel and to CSV with a progress bar', async ({
    browser,
    sessions,
  }) => {
    const admin = await browser.newContext({ storageState: sessions.admin0001, acceptDownloads: true });
    const page = await admin.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    // Callback successful: most of the demo data's 24,000 orders, past the 10,000 the list counts.
    await page.goto('/order/list?orderStatusId=3');
    await expect(page.getByTestId('order-status').first()).toBeVisible();

    const [csvHeader, ...csv] = await csvRows(await exportAs(page, 'CSV file'));
    expect(csvHeader).toContain('Order number');
    expect(csv.length).toBeGreaterThan(10_000);
    expect(new Set(csv.map((l) => l.split(',')[0])).size).toBe(csv.length);

    const xlsx = await readSheet(await readFile(await exportAs(page, 'Excel file')));
    const [header, ...rows] = xlsx;
    expect(header).toContain('Order number');
    expect(rows).toHaveLength(csv.length);
    const status = header!.indexOf('Status');
    const amount = header!.indexOf('Order amount');
    // Every row is one the filter matches, the status in words and the amount a number.
    expect(rows.every((r) => r[status] === 'Callback successful')).toBe(true);
    expect(rows.every((r) => typeof r[amount] === 'number')).toBe(true);
    // Unique order numbers: no page read twice, none skipped between cursors.
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);

    await admin.close();
  });

  test('merchant01 exports its payouts; Cancel stops an export', async ({ browser, sessions }) => {
    const merchant = await browser.newContext({ storageState: sessions.merchant01, acceptDownloads: true });
    const page = await merchant.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('/payProxyOrder/list/merchant');
    const total = page.getByText(/^\d+ payouts$/);
    await expect(total).toBeVisible();
    const count = Number((await total.textContent())!.split(' ')[0]);
    expect(count).toBeGreaterThan(0);
    const [header, ...rows] = await csvRows(await exportAs(page, 'CSV file'));
    // A merchant's export has no supplier column: who paid is not theirs to know.
    expect(header).not.toContain('Supplier');
    expect(header).toContain('Amount');
    expect(rows).toHaveLength(count);

    await press(page.getByRole('button', { name: named('Export', 'export.actions.export') }));
    await press(page.getByRole('option', { name: named('Excel file', 'export.actions.xlsx') }));
    const progress = page.getByTestId('list-export-progress');
    await expect(progress).toBeVisible();
    await press(progress.getByRole('button', { name: named('Cancel', 'common.buttons.cancel') }));
    await expect(progress).toBeHidden();
    await merchant.close();
  });
});

test.describe('saved filters', () => {
  test('a person saves the current filters under a name, reloads and applies them from the chip', async ({
    browser,
    sessions,
  }) => {
    const merchant = await browser.newContext({ storageState: sessions.merchant01 });
    const page = await merchant.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('/order/list/merchant?orderStatusId=3');
    await expect(page.getByTestId('order-status').first()).toBeVisible();
    await press(page.getByRole('button', { name: named('Keep as a view', 'views.buttons.save') }));
    const form = page.getByRole('form', { name: named('Save the current filters', 'views.titles.save') });
    await form.getByLabel(named('Name', 'views.labels.name')).fill('Paid and called back');
    // Only admins publish: a merchant has no role to choose.
    await expect(form.getByLabel(named('Publish for', 'views.labels.publishFor'))).toHaveCount(0);
    await press(form.getByRole('button', { name: named('Save', 'common.buttons.save') }));
    await expect(form).toBeHidden();

    await page.goto('/order/list/merchant');
    await page.reload();
    const views = page.getByRole('list', { name: named('Saved views', 'views.titles.saved') });
    const chip = views.getByRole('button', { name: 'Paid and called back', exact: true });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await press(chip);
    await expect(page).toHaveURL(/\?orderStatusId=3$/);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('order-status').first()).toHaveText('Callback successful');

    // Rename, then delete, through the chip's pencil.
    await press(views.getByRole('button', { name: 'Rename or delete Paid and called back' }));
    const edit = page.getByRole('form', { name: named('Rename or delete the view', 'views.titles.edit') });
    await edit.getByLabel(named('Name', 'views.labels.name')).fill('Called back');
    await press(edit.getByRole('button', { name: named('Save', 'common.buttons.save') }));
    await expect(views.getByRole('button', { name: 'Called back', exact: true })).toBeVisible();
    await press(views.getByRole('button', { name: 'Rename or delete Called back' }));
    await press(page.getByRole('button', { name: named('Delete the view', 'views.buttons.delete') }));
    await expect(views.getByRole('button', { name: 'Called back', exact: true })).toHaveCount(0);
    await merchant.close();
  });

  test('an admin publishes a view for a role and a user of that role sees it', async ({ browser, sessions }) => {
    const admin = await browser.newContext({ storageState: sessions.admin0001 });
    const page = await admin.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('/fundRecord/fundRecordAdmin?reason=1');
    await expect(page.getByTestId('fund-record-card').first()).toBeVisible();
    await press(page.getByRole('button', { name: named('Keep as a view', 'views.buttons.save') }));
    const form = page.getByRole('form', { name: named('Save the current filters', 'views.titles.save') });
    await form.getByLabel(named('Name', 'views.labels.name')).fill('Top-ups');
    await form.getByLabel(named('Publish for', 'views.labels.publishFor')).selectOption({ label: 'Customer service' });
    await press(form.getByRole('button', { name: named('Save', 'common.buttons.save') }));
    await expect(form).toBeHidden();
    await admin.close();

    const service = await browser.newContext({ storageState: sessions.service001 });
    const mine = await service.newPage();
    await mine.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await mine.goto('/fundRecord/fundRecordAdmin/customerService');
    const views = mine.getByRole('list', { name: named('Saved views', 'views.titles.saved') });
    const chip = views.getByRole('button', { name: 'Top-ups (for Customer service)', exact: true });
    await expect(chip).toBeVisible();
    // Theirs to apply, not to change.
    await expect(views.getByRole('button', { name: /Rename or delete/ })).toHaveCount(0);
    await press(chip);
    await expect(mine).toHaveURL(/\?reason=1$/);
    await service.close();
  });
});
