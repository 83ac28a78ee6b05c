import { expect, type Page } from '@playwright/test';
import { FundReason } from '../../src/contract/index.ts';
import { googleCode } from './accounts.ts';
import { apiGet } from './shell-helpers.ts';

/**
 * Hands `orderCode` to supplier01, as staff do with a reselect naming the supplier, so a test knows
 * whose list to open: allocation gives an order to the least recently used account of any
 * supplier. The page is signed in as admin0001. The account needs supplier01's available balance
 * (balance - frozen - reserved) to cover its minimum; the open orders other specs on the worker
 * leave on supplier01 reserve part of it, so a deposit of its own (`remark`) makes the step
 * independent of them, as an admin would before handing a supplier more work. Answers the
 * reselect's body ('already' when the order was supplier01's).
 */
export async function handToSupplier01(
  page: Page,
  orderCode: string,
  remark: string,
): Promise<{ code: number; msg: string } | 'already'> {
  const suppliers = await apiGet<{ value: number; account: string }[]>(page, '/v1.0/user/getSupplierUserOptions');
  const supplier01 = suppliers.find((s) => s.account === 'supplier01')!;
  const found = await apiGet<{ list: { supplierId: number | null }[] }>(
    page,
    `/v1.0/order/getList?orderCode=${orderCode}`,
  );
  if (found.list[0]?.supplierId === supplier01.value) return 'already';
  const topUp = await page.request.post('/v1.0/fundRecord/balanceOperation', {
    data: {
      userId: supplier01.value,
      reason: FundReason.addBalance,
      amount: 100_000_000,
      remark,
      googleCode: googleCode('admin0001'),
    },
  });
  expect(((await topUp.json()) as { code: number }).code, await topUp.text()).toBe(200);
  const res = await page.request.post('/v1.0/order/reselect', {
    data: { orderCode, userId: supplier01.value, role: 'supplier' },
  });
  return (await res.json()) as { code: number; msg: string };
}
