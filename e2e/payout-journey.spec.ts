import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill } from './support/controls.ts';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { Page as ListPage, PayoutRow } from '../src/contract/index.ts';
import { googleCode } from './support/accounts.ts';
import { pageAs } from './support/page-as.ts';
import { apiGet, press } from './support/shell-helpers.ts';

/**
 * Decision 037 whole journey at 390x844, each person in their own browser: merchant01 uploads an
 * .xlsx with one bad row and drops it; supplier01 claims one payout from the pool and completes it
 * with a UTR; admin0001 batches the rest, exports the bank file and confirms the batch; merchant01
 * sees every one of them completed.
 */
test.skip(({ isMobile }) => !isMobile, 'the journey is checked on the phone; each step has its own desktop test');

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function payoutOf(page: Page, mchOrderNo: string): Promise<PayoutRow> {
  const found = await apiGet<ListPage<PayoutRow>>(
    page,
    `/v1.0/payoutOrder/getList?pageIndex=1&pageNum=10&mchOrderNo=${mchOrderNo}`,
  );
  expect(found.list).toHaveLength(1);
  return found.list[0]!;
}

test('a merchant uploads payouts, a supplier pays one from the pool, an admin batches, exports and confirms the rest', async ({
  browser,
  sessions,
  baseURL,
  viewport,
  hasTouch,
  isMobile,
  userAgent,
}) => {
  test.setTimeout(180_000);
  const options = { baseURL, viewport, hasTouch, isMobile, userAgent };
  const stamp = Date.now().toString(36).toUpperCase();
  const numbers = [`XJ${stamp}1`, `XJ${stamp}2`, `XJ${stamp}3`, `XJ${stamp}4`];

  // 1. merchant01 uploads four rows; the second has three decimals and is dropped.
  const merchant = await pageAs(browser, sessions.merchant01, options);
  const buffer = await writeXlsxFile([
    ['mchOrderNo', '姓名', '卡号', '开户行', '地址', '金额', 'IFSC'],
    [numbers[0], `Kiran Journey ${stamp}`, '50100123456789', 'HDFC Bank, Pune', 'Pune', '4.10', 'HDFC0001234'],
    [numbers[1], `Bad Journey ${stamp}`, '50100123456789', 'HDFC Bank, Pune', 'Pune', '2.345', 'HDFC0001234'],
    [numbers[2], `Lata Journey ${stamp}`, '60100987654321', 'SBI, Mumbai', 'Mumbai', '5.20', 'SBIN0004321'],
    [numbers[3], `Mohan Journey ${stamp}`, '70100555666777', 'ICICI Bank, Chennai', 'Chennai', 6, 'ICIC0004321'],
  ]).toBuffer();
  await merchant.page.goto('/payProxyOrder/list/merchant');
  await press(merchant.page.getByRole('button', { name: 'Upload' }));
  const upload = merchant.page.getByRole('dialog', { name: 'Upload payouts' });
  const chooser = merchant.page.waitForEvent('filechooser');
  await press(upload.getByRole('button', { name: 'Choose file' }));
  await (await chooser).setFiles({ name: 'journey.xlsx', mimeType: xlsxMime, buffer: Buffer.from(buffer) });
  await expect(upload.getByTestId('sheet-summary')).toHaveText('4 rows, 1 with errors');
  const bad = upload.getByTestId('sheet-row').filter({ hasText: 'Row 3' });
  await expect(bad.getByTestId('sheet-row-errors')).toHaveText('Amount: at most 2 decimal places');
  await press(bad.getByRole('button', { name: 'Drop row' }));
  await press(upload.getByRole('button', { name: 'Create 3 payouts' }));
  await expect(merchant.page.getByText('3 payouts created')).toBeVisible();
  const [claimed, first, second] = [numbers[0]!, numbers[2]!, numbers[3]!];
  const claimedCode = (await payoutOf(merchant.page, claimed)).orderCode;
  const batchCodes = [
    (await payoutOf(merchant.page, first)).orderCode,
    (await payoutOf(merchant.page, second)).orderCode,
  ];
  await expect(
    apiGet<ListPage<PayoutRow>>(
      merchant.page,
      `/v1.0/payoutOrder/getList?pageIndex=1&pageNum=10&mchOrderNo=${numbers[1]}`,
    ),
  ).resolves.toMatchObject({ total: 0 });

  // 2. supplier01 claims the first from the pool and completes it with a UTR.
  const supplier = await pageAs(browser, sessions.supplier01, options);
  await supplier.page.goto(`/payProxyOrder/list/supplier?orderCode=${claimedCode}`);
  await press(supplier.page.getByRole('tab', { name: 'Pool' }));
  const poolCard = supplier.page.getByTestId('payout-card').filter({ hasText: claimedCode });
  await press(poolCard.locator('button').first());
  const detail = supplier.page.getByTestId('payout-detail');
  await press(detail.getByRole('button', { name: 'Claim' }));
  await expect(detail).toBeHidden();
  await press(supplier.page.getByRole('tab', { name: 'My payouts' }));
  const mine = supplier.page.getByTestId('payout-card').filter({ hasText: claimedCode });
  await press(mine.locator('button').first());
  await press(detail.getByRole('button', { name: 'Complete with UTR' }));
  const complete = supplier.page.getByRole('form', { name: 'Complete with UTR' });
  const utr = String(Date.now()).slice(-12).padStart(12, '8');
  await fill(complete.getByLabel('UTR', { exact: true }), utr);
  await fill(complete.getByLabel('Google code', { exact: true }), googleCode('supplier01'));
  await press(complete.getByRole('button', { name: 'Confirm' }));
  await expect(mine.getByTestId('payout-status')).toHaveText('Payment Completed');

  // 3. admin0001 batches the other two on an India payout account, exports and confirms.
  const admin = await pageAs(browser, sessions.admin0001, options);
  const page = admin.page;
  await page.goto('/payoutBatch/list');
  const cards = page.getByTestId('batch-card');
  // The newest batch before this one: the list shows the new one above it once it has refetched.
  const before = await cards.first().getAttribute('aria-label');
  await press(page.getByRole('button', { name: 'New batch' }));
  const form = page.getByRole('form', { name: 'New batch' });
  await press(form.getByText(/^India payout accounts · /).first());
  await expect(form.getByTestId('batch-order').filter({ hasText: claimedCode })).toHaveCount(0);
  for (const code of batchCodes) {
    const row = form.getByTestId('batch-order').filter({ hasText: code });
    await press(row.getByText(code));
    await expect(row.locator('input[type="checkbox"]')).toBeChecked();
  }
  await fill(form.getByLabel('Google code', { exact: true }), googleCode('admin0001'));
  await press(form.getByRole('button', { name: 'Create batch' }));
  await expect(form).toBeHidden();

  const card = cards.first();
  await expect(card).not.toHaveAttribute('aria-label', before ?? '');
  await press(card.locator('button').first());
  const batch = page.getByTestId('batch-detail');
  for (const code of batchCodes) await expect(batch.getByText(code)).toBeVisible();
  await press(batch.getByRole('button', { name: 'Export file' }));
  const exportForm = page.getByRole('form', { name: 'Export file' });
  await fill(exportForm.getByLabel('Google code', { exact: true }), googleCode('admin0001'));
  const downloading = page.waitForEvent('download');
  await press(exportForm.getByRole('button', { name: 'Export and download' }));
  const sheet = await readSheet(await readFile((await (await downloading).path())!));
  expect(
    sheet
      .slice(1)
      .map((row) => row[6])
      .sort(),
  ).toEqual([...batchCodes].sort());
  await expect(batch.getByTestId('batch-detail-status')).toHaveText('Exported');
  await press(batch.getByRole('button', { name: 'Confirm batch' }));
  const confirm = page.getByRole('form', { name: 'Confirm batch' });
  await fill(confirm.getByLabel('Google code', { exact: true }), googleCode('admin0001'));
  await press(confirm.getByRole('button', { name: 'Confirm' }));
  await expect(batch.getByTestId('batch-detail-status')).toHaveText('Confirmed');

  // 4. merchant01 sees all three completed, the claimed one with its UTR.
  for (const code of [claimedCode, ...batchCodes]) {
    await merchant.page.goto(`/payProxyOrder/list/merchant?orderCode=${code}`);
    const seen = merchant.page.getByTestId('payout-card').filter({ hasText: code });
    await expect(seen.getByTestId('payout-status')).toHaveText('Payment Completed');
  }
  await merchant.page.goto(`/payProxyOrder/list/merchant?orderCode=${claimedCode}`);
  await expect(
    merchant.page.getByTestId('payout-card').filter({ hasText: claimedCode }).getByTestId('payout-utr'),
  ).toHaveText(utr);
  await Promise.all([merchant.context.close(), supplier.context.close(), admin.context.close()]);
});
