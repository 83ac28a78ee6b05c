import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { CreatedPayout } from '../src/contract/index.ts';
import { googleCode } from './support/accounts.ts';
import { pageAs } from './support/page-as.ts';
import { press, snapshot } from './support/shell-helpers.ts';

test('supplier01 claims a payout from the pool and completes it with a UTR; merchant01 sees it completed', async ({
  browser,
  sessions,
  baseURL,
  viewport,
  hasTouch,
  isMobile,
  userAgent,
}) => {
  const options = { baseURL, viewport, hasTouch, isMobile, userAgent };
  // merchant01 asks for a payout (the in-app create call), so the one claimed is surely its own.
  const merchant = await pageAs(browser, sessions.merchant01, options);
  const mchOrderNo = `E2E${Date.now()}`;
  const created = (await (
    await merchant.page.request.post('/v1.0/payoutOrder/create', {
      data: {
        productId: 2001,
        mchOrderNo,
        amount: '1.23',
        name: 'Asha Rao',
        cardNumber: '50100123456789',
        bankBranch: 'HDFC Bank, Pune',
        address: 'Pune',
        ifsc: 'HDFC0001234',
      },
    })
  ).json()) as { code: number; msg: string; data: CreatedPayout };
  expect(created.code, created.msg).toBe(200);
  const { orderCode } = created.data;

  const supplier = await pageAs(browser, sessions.supplier01, options);
  const page = supplier.page;
  // Find it in the pool by its number (the filter is in the URL).
  await page.goto(`/payProxyOrder/list/supplier?orderCode=${orderCode}`);
  await press(page.getByRole('tab', { name: named('Pool', 'payouts.tabs.pool') }));
  const poolCard = page.getByTestId(/^payout-(card|row)$/).filter({ hasText: orderCode });
  await expect(poolCard).toBeVisible();
  await press(poolCard.locator('button').first());
  const detail = page.getByTestId('payout-detail');
  await press(detail.getByRole('button', { name: named('Claim', 'payouts.actions.claim') }));
  await expect(detail).toBeHidden();

  await press(page.getByRole('tab', { name: named('My payouts', 'payouts.tabs.mine') }));
  const mine = page.getByTestId(/^payout-(card|row)$/).filter({ hasText: orderCode });
  await expect(mine).toBeVisible();
  await press(mine.locator('button').first());
  await press(detail.getByRole('button', { name: named('Complete with UTR', 'payouts.actions.complete') }));
  const form = page.getByRole('form', { name: named('Complete with UTR', 'payouts.actions.complete') });
  await expect(form).toBeVisible();
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  await fill(form.getByLabel('UTR', { exact: true }), utr);
  await fill(form.getByLabel('Google code', { exact: true }), googleCode('supplier01'));
  await snapshot(page, 'payouts-complete');
  await press(form.getByRole('button', { name: 'Confirm' }));
  await expect(form).toBeHidden();
  await expect(mine.getByTestId('payout-status')).toHaveText(
    named('Payment Completed', 'enum.payoutStatus.paymentCompleted'),
  );
  await expect(mine.getByTestId('payout-utr')).toHaveText(utr);

  await merchant.page.goto(`/payProxyOrder/list/merchant?orderCode=${orderCode}`);
  const seen = merchant.page.getByTestId(/^payout-(card|row)$/).filter({ hasText: orderCode });
  await expect(seen.getByTestId('payout-status')).toHaveText(
    named('Payment Completed', 'enum.payoutStatus.paymentCompleted'),
  );
  await expect(seen.getByTestId('payout-utr')).toHaveText(utr);
  await snapshot(merchant.page, 'payouts-merchant');
  await supplier.context.close();
  await merchant.context.close();
});
