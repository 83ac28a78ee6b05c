import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { googleCode } from './support/accounts.ts';
import { merchantCreatesOrder } from './support/live-steps.ts';
import { apiLogin, press } from './support/shell-helpers.ts';
import { FundReason } from '../src/contract/index.ts';

/**
 * The supplier's queue on a phone (decision 065): supplier01 opens "Waiting for supplement" from
 * home and supplements an order with three taps plus typing; Enter in the UTR field moves to the
 * Google code; an empty form flags both fields at once; home's latest orders open their order.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'the supplier works on a phone');
test.use({ account: 'supplier01' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

let orderCode = '';

/** A new order (314.00) on supplier01's account, handed over by admin0001 as staff do (order-flow.spec.ts). */
async function orderForSupplier01(api: APIRequestContext): Promise<string> {
  const code = await merchantCreatesOrder(api, 'queue');
  const headers = { token: await apiLogin(api, 'admin0001') };
  const suppliers = (await (await api.get('/v1.0/user/getSupplierUserOptions', { headers })).json()) as {
    data: { value: number; account: string }[];
  };
  const supplier01 = suppliers.data.find((s) => s.account === 'supplier01')!;
  // Headroom on supplier01's balance, so the orders other specs leave open never block the handover.
  const topUp = await api.post('/v1.0/fundRecord/balanceOperation', {
    headers,
    data: {
      userId: supplier01.value,
      reason: FundReason.addBalance,
      amount: 100_000_000,
      remark: 'e2e queue headroom',
      googleCode: googleCode('admin0001'),
    },
  });
  expect(((await topUp.json()) as { code: number }).code, await topUp.text()).toBe(200);
  const found = (await (await api.get(`/v1.0/order/getList?orderCode=${code}`, { headers })).json()) as {
    data: { list: { supplierId: number | null }[] };
  };
  if (found.data.list[0]?.supplierId !== supplier01.value) {
    const res = await api.post('/v1.0/order/reselect', {
      headers,
      data: { orderCode: code, userId: supplier01.value, role: 'supplier' },
    });
    expect(((await res.json()) as { code: number }).code, await res.text()).toBe(200);
  }
  return code;
}

/** Taps counted, so the test says how many a person needs. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await press(target);
    },
    count: () => taps,
  };
}

async function openQueueFromHome(page: Page, tap: (target: Locator) => Promise<void>) {
  await page.goto('/home');
  const queue = page.getByTestId('supplement-queue');
  await expect(queue.getByTestId('supplement-queue-count')).toHaveText(/^[1-9][\d,]*$/);
  await tap(queue);
  await expect(page).toHaveURL(/\/order\/list[^?]*\?orderStatusId=/);
  await expect(page.getByRole('button', { name: 'Waiting for supplement' })).toHaveAttribute('aria-pressed', 'true');
}

test('the queue on home counts the new order and lists only orders waiting for a supplement', async ({ page }) => {
  orderCode = await orderForSupplier01(page.request);
  await openQueueFromHome(page, press);
  await expect(page.getByRole('article', { name: orderCode })).toBeVisible();
  const statuses = await page.getByTestId('order-card').getByTestId('order-status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(['Allocated', 'Processing', 'Timed out']).toContain(status);
});

test('an empty supplement flags the UTR and the Google code at once, and sends nothing', async ({ page }) => {
  await openQueueFromHome(page, press);
  const card = page.getByRole('article', { name: orderCode });
  await press(card.getByRole('button', { name: 'Supplement' }));
  const form = page.getByRole('form', { name: 'Supplement' });
  await expect(form.getByTestId('supplement-amount')).toHaveText('314.00');
  await expect(form.getByText(orderCode, { exact: true })).toBeVisible();
  await press(form.getByRole('button', { name: 'Confirm' }));
  await expect(form.getByRole('alert')).toHaveText(['Required', 'Required']);
  await press(form.getByRole('button', { name: 'Cancel' }));
  await expect(form).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('Allocated');
});

test('supplements from home with three taps plus typing, Enter moving from the UTR to the code', async ({ page }) => {
  const { tap, count } = tapCounter();
  await openQueueFromHome(page, tap);
  const card = page.getByRole('article', { name: orderCode });
  await tap(card.getByRole('button', { name: 'Supplement' }));
  const form = page.getByRole('form', { name: 'Supplement' });
  const utr = form.getByLabel('UTR', { exact: true });
  const code = form.getByLabel('Google code', { exact: true });
  // The keyboard is up for the UTR: type at once, Enter goes on to the code without sending.
  await expect(utr).toBeFocused();
  await expect(utr).toHaveAttribute('enterkeyhint', 'next');
  await page.keyboard.type('412345678902');
  await page.keyboard.press('Enter');
  await expect(code).toBeFocused();
  await expect(form).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.keyboard.type(googleCode('supplier01'));
  await tap(form.getByRole('button', { name: 'Confirm' }));
  await expect(form).toBeHidden();
  expect(count()).toBe(3);
  // Supplemented, it leaves the queue.
  await expect(card).toBeHidden();
});

test("home's latest order opens that order", async ({ page }) => {
  await page.goto('/home');
  const latest = page.getByTestId('latest-order').first();
  await expect(latest).toBeVisible();
  const shownCode = (await latest.locator('span').first().textContent()) ?? '';
  expect(shownCode).toMatch(/^C\d+/);
  await press(latest.getByRole('link'));
  await expect(page).toHaveURL(new RegExp(`orderCode=${shownCode}`));
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByText(shownCode, { exact: true })).toBeVisible();
  // The detail opened once: the address no longer asks for it, so Back or a reload does not reopen it.
  await expect(page).not.toHaveURL(/open=/);
});

test('the status filter takes several statuses and shows them in one chip', async ({ page }) => {
  await page.goto('/order/list/supplier');
  await press(page.getByRole('button', { name: 'Filters' }));
  const sheet = page.getByRole('form', { name: 'Filters' });
  await press(sheet.getByText('Allocated', { exact: true }));
  await press(sheet.getByText('Timed out', { exact: true }));
  await press(sheet.getByRole('button', { name: 'Apply' }));
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status: Allocated, Timed out');
  const statuses = await page.getByTestId('order-card').getByTestId('order-status').allTextContents();
  for (const status of statuses) expect(['Allocated', 'Timed out']).toContain(status);
});
