import { readFile } from 'node:fs/promises';

import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import { readSheet } from 'read-excel-file/node';
import type { CreatedPayout } from '../src/contract/index.ts';
import { googleCode } from './support/accounts.ts';
import { pageAs } from './support/page-as.ts';
import { press, snapshot } from './support/shell-helpers.ts';

test('admin0001 batches awaiting payouts with a Google code, exports the bank file and confirms it inside the step-up window; merchant01 sees them completed', async ({
  browser,
  sessions,
  baseURL,
  viewport,
  hasTouch,
  isMobile,
  userAgent,
}) => {
  test.setTimeout(120_000);
  const options = { baseURL, viewport, hasTouch, isMobile, userAgent };
  // The run starts with step-up windows off (global-setup.ts); this journey is the one about them.
  const top = await pageAs(browser, sessions.superadmin, options);
  const windowMinutes = (value: number) =>
    top.page.request.post('/v1.0/system-config/setStepUpWindowMinutes', { data: { value } });
  expect((await (await windowMinutes(5)).json()).code).toBe(200);
  try {
    await batchJourney();
  } finally {
    // Off again for the specs after this one on the worker's server.
    await windowMinutes(0);
    await top.context.close();
  }

  async function batchJourney() {
    // merchant01 asks for two payouts of the India payout product.
    const merchant = await pageAs(browser, sessions.merchant01, options);
    const codes: string[] = [];
    for (const [i, amount] of ['12.34', '56.78'].entries()) {
      const created = (await (
        await merchant.page.request.post('/v1.0/payoutOrder/create', {
          data: {
            productId: 2001,
            mchOrderNo: `E2EB${Date.now()}${i}`,
            amount,
            name: 'Meera Iyer',
            cardNumber: '50100987654321',
            bankBranch: 'ICICI Bank, Chennai',
            address: 'Chennai',
            ifsc: 'ICIC0004321',
          },
        })
      ).json()) as { code: number; msg: string; data: CreatedPayout };
      expect(created.code, created.msg).toBe(200);
      codes.push(created.data.orderCode);
    }

    const admin = await pageAs(browser, sessions.admin0001, options);
    const page = admin.page;
    await page.goto('/payoutBatch/list');
    await press(page.getByRole('button', { name: named('New batch', 'payoutBatches.actions.create') }));
    const form = page.getByRole('form', { name: named('New batch', 'payoutBatches.actions.create') });
    await expect(form).toBeVisible();
    // An India payout account pays product 2001; its batchable orders are listed to tick.
    await press(form.getByText(/^(India payout accounts|routes\.receiving\.indiaAutoPayout) · /).first());
    for (const code of codes) {
      const row = form.getByTestId('batch-order').filter({ hasText: code });
      await press(row.getByText(code));
      await expect(row.locator('input[type="checkbox"]')).toBeChecked();
    }
    await fill(form.getByLabel('Google code', { exact: true }), googleCode('admin0001'));
    await snapshot(page, 'payout-batch-create');
    await press(form.getByRole('button', { name: named('Create batch', 'payoutBatches.actions.createSubmit') }));
    await expect(form).toBeHidden();

    // Newest first: the batch just made, with the two orders in it.
    const card = page.getByTestId(/^batch-(card|row)$/).first();
    await expect(card.getByTestId('batch-status')).toHaveText(
      named('Waiting for export', 'enum.payoutBatchStatus.created'),
    );
    await press(card.locator('button').first());
    const detail = page.getByTestId('batch-detail');
    for (const code of codes) await expect(detail.getByText(code)).toBeVisible();
    // A card is named by its batch number; a desk table's row carries it in data-row.
    const batchNo = (await card.getAttribute('aria-label')) ?? (await card.getAttribute('data-row')) ?? '';
    expect(batchNo).toMatch(/^PB\d{14}$/);

    await press(detail.getByRole('button', { name: named('Export file', 'payoutBatches.actions.export') }));
    const exportForm = page.getByRole('form', { name: named('Export file', 'payoutBatches.actions.export') });
    // The code typed for the batch covers the next batch steps of this session (decision 107): the
    // form says until when instead of asking again.
    await expect(exportForm.getByTestId('step-up-note')).toContainText(/\d{1,2}:\d\d|verifiedUntil/);
    await expect(exportForm.getByLabel('Google code', { exact: true })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await press(
      exportForm.getByRole('button', { name: named('Export and download', 'payoutBatches.actions.download') }),
    );
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${batchNo}_indiaNeftImps.xlsx`);
    const sheet = await readSheet(await readFile((await download.path())!));
    expect(sheet[0]).toEqual([
      'Transaction Type',
      'Beneficiary Name',
      'Beneficiary Account Number',
      'IFSC Code',
      'Amount',
      'Beneficiary Email ID',
      'Customer Reference Number',
    ]);
    const references = sheet.slice(1).map((row) => row[6]);
    expect(references).toEqual(expect.arrayContaining(codes));
    expect(sheet.slice(1).find((row) => row[6] === codes[0])?.[4]).toBe(12.34);
    await expect(exportForm).toBeHidden();
    await expect(detail.getByTestId('batch-detail-status')).toHaveText(
      named('Exported', 'enum.payoutBatchStatus.exported'),
    );

    await press(detail.getByRole('button', { name: named('Confirm batch', 'payoutBatches.actions.confirm') }));
    const confirmForm = page.getByRole('form', { name: named('Confirm batch', 'payoutBatches.actions.confirm') });
    await expect(confirmForm.getByTestId('step-up-note')).toBeVisible();
    await press(confirmForm.getByRole('button', { name: 'Confirm' }));
    await expect(confirmForm).toBeHidden();
    await expect(detail.getByTestId('batch-detail-status')).toHaveText(
      named('Confirmed', 'enum.payoutBatchStatus.confirmed'),
    );
    await snapshot(page, 'payout-batch-confirmed');

    for (const code of codes) {
      await merchant.page.goto(`/payProxyOrder/list/merchant?orderCode=${code}`);
      const seen = merchant.page.getByTestId(/^payout-(card|row)$/).filter({ hasText: code });
      await expect(seen.getByTestId('payout-status')).toHaveText(
        named('Payment Completed', 'enum.payoutStatus.paymentCompleted'),
      );
    }
    await admin.context.close();
    await merchant.context.close();
  }
});
