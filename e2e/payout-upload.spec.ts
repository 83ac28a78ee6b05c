import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import writeXlsxFile from 'write-excel-file/node';
import { merchant01Key } from './support/accounts.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/** Decision 038: merchant01 uploads payouts from an .xlsx and orders from a CSV, both read in the sheet worker. */
test.use({ account: 'merchant01' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks a file the way a person does: the button opens the system picker, the file is chosen there. */
async function chooseFile(page: Page, button: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: button }));
  await (await chooser).setFiles(file);
}

test('merchant01 uploads an .xlsx of payouts, drops the bad row and sees the others in the list', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const payees = [`Asha Upload ${stamp}`, `Bad Upload ${stamp}`, `Ravi Upload ${stamp}`];
  const buffer = await writeXlsxFile([
    ['mchOrderNo', '姓名', '卡号', '开户行', '地址', '金额', 'IFSC'],
    [`XU${stamp}1`, payees[0], '50100123456789', 'HDFC Bank, Pune', 'Pune', '1.25', 'HDFC0001234'],
    [`XU${stamp}2`, payees[1], '50100123456789', 'HDFC Bank, Pune', 'Pune', '2.345', 'HDFC0001234'],
    [`XU${stamp}3`, payees[2], '60100987654321', 'SBI, Mumbai', 'Mumbai', 3, 'SBIN0004321'],
  ]).toBuffer();

  await page.goto('/payProxyOrder/list/merchant');
  await press(page.getByRole('button', { name: named('Upload', 'payoutUpload.actions.open') }));
  const screen = page.getByRole('dialog', { name: named('Upload payouts', 'payoutUpload.titles.page') });
  await expect(screen).toBeVisible();
  await chooseFile(page, named('Choose file', 'payoutUpload.actions.chooseFile'), {
    name: 'payouts.xlsx',
    mimeType: xlsxMime,
    buffer: Buffer.from(buffer),
  });

  await expect(screen.getByTestId('sheet-summary')).toHaveText('3 rows, 1 with errors');
  const bad = screen.getByTestId('sheet-row').filter({ hasText: 'Row 3' });
  await expect(bad.getByTestId('sheet-row-errors')).toHaveText('Amount: at most 2 decimal places');
  await snapshot(page, 'payout-upload-rows');
  const submit = screen.getByRole('button', {
    name: named('Fix or drop the rows with errors first', 'payoutUpload.texts.fixFirst'),
  });
  await expect(submit).toBeDisabled();
  await press(bad.getByRole('button', { name: 'Drop row' }));
  await expect(screen.getByTestId('sheet-summary')).toHaveText('2 rows, 0 with errors');

  await press(screen.getByRole('button', { name: named('Create 2 payouts', 'payoutUpload.actions.submit') }));
  await expect(page.getByText(named('2 payouts created', 'payoutUpload.texts.created'))).toBeVisible();
  await expect(screen).toBeHidden();
  const cards = page.getByTestId('payout-card');
  await expect(cards.filter({ hasText: payees[0] })).toBeVisible();
  await expect(cards.filter({ hasText: payees[2] })).toBeVisible();
  await expect(cards.filter({ hasText: payees[2] }).getByTestId('payout-status')).toHaveText('Awaiting Payment');
  await expect(cards.filter({ hasText: payees[1] })).toHaveCount(0);
});

test('a payout file of 501 rows is refused before upload, with the reason', async ({ page }) => {
  const rows = Array.from({ length: 501 }, (_, i) => `Payee ${i},50100123456789,HDFC Bank,Pune,1,HDFC0001234`);
  const csv = ['name,cardNumber,bankName,address,amount,ifscCode', ...rows].join('\n');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/payoutOrder/createBatch')) uploads++;
  });
  await page.goto('/payProxyOrder/list/merchant');
  await press(page.getByRole('button', { name: named('Upload', 'payoutUpload.actions.open') }));
  const screen = page.getByRole('dialog', { name: named('Upload payouts', 'payoutUpload.titles.page') });
  await chooseFile(page, named('Choose file', 'payoutUpload.actions.chooseFile'), {
    name: 'many.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(screen.getByTestId('upload-file-error')).toHaveText('At most 500 orders in one file');
  await expect(screen.getByTestId('sheet-row')).toHaveCount(0);
  expect(uploads).toBe(0);
});

test('merchant01 uploads orders from a CSV, fixes a row, and reads what became of each', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // Decision 062: the form's code (file reading, row checks) is not part of the list; it comes on the first tap.
  const formCode: string[] = [];
  page.on('request', (r) => {
    if (/\/order-upload-form-[^/]*\.js$/.test(new URL(r.url()).pathname)) formCode.push(r.url());
  });
  await page.goto('/order/list/merchant');
  const open = page.getByRole('button', { name: named('Upload orders', 'orderUpload.actions.open') });
  await expect(open).toBeVisible();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  expect(formCode).toEqual([]);
  await press(open);
  const screen = page.getByRole('dialog', { name: named('Upload orders', 'orderUpload.titles.page') });
  await expect(screen).toBeVisible();
  expect(formCode).toHaveLength(1);

  // The server reads CSV only, so an Excel file is refused at once.
  const xlsx = await writeXlsxFile([
    ['mchOrderNo', 'productId', 'amount'],
    ['X', 3024, 100],
  ]).toBuffer();
  await chooseFile(page, named('Choose CSV file', 'orderUpload.actions.chooseFile'), {
    name: 'orders.xlsx',
    mimeType: xlsxMime,
    buffer: Buffer.from(xlsx),
  });
  await expect(screen.getByTestId('upload-file-error')).toHaveText('Upload a CSV file');

  const csv = [
    'mchOrderNo,productId,amount,subject',
    `OU${stamp}1,3024,15000,Top-up`,
    `OU${stamp}2,3024,150.5,Top-up`,
  ].join('\n');
  await chooseFile(page, named('Choose CSV file', 'orderUpload.actions.chooseFile'), {
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(screen.getByTestId('sheet-summary')).toHaveText('2 rows, 1 with errors');
  const bad = screen.getByTestId('sheet-row').filter({ hasText: 'Row 3' });
  await expect(bad.getByTestId('sheet-row-errors')).toHaveText('Amount must be a whole number');

  await press(bad.getByRole('button', { name: 'Fix' }));
  const form = page.getByRole('form', { name: 'Fix row 3' });
  const amount = form.getByLabel('Amount', { exact: true });
  await press(amount);
  await amount.fill('15050');
  await press(form.getByRole('button', { name: 'Save' }));
  await expect(form).toBeHidden();
  await expect(screen.getByTestId('sheet-summary')).toHaveText('2 rows, 0 with errors');

  await expect(
    screen.getByRole('button', { name: named('Enter the merchant key first', 'orderUpload.texts.keyFirst') }),
  ).toBeDisabled();
  const key = screen.getByLabel(named('Merchant key', 'orderUpload.fields.key'));
  await press(key);
  await key.fill(merchant01Key);
  await press(screen.getByRole('button', { name: named('Upload 2 orders', 'orderUpload.actions.submit') }));
  await expect(screen.getByTestId('order-upload-summary')).toHaveText(
    named('2 orders created, 0 refused', 'orderUpload.texts.summary'),
  );
  // Each row with the order it made (the row text is an id while the catalogs lag, hence the code only).
  const made = screen.getByTestId('order-upload-result-row');
  await expect(made).toHaveCount(2);
  await snapshot(page, 'order-upload-result');
  await expect(made.nth(1)).toHaveText(new RegExp(`^(Row 3 \\(OU${stamp}2\\)|orderUpload\\.texts\\.line): C\\d+$`));
});
