import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill } from './support/controls.ts';
import { googleCode, merchant01Key } from './support/accounts.ts';
import { scan } from './support/axe.ts';
import { handToSupplier01 } from './support/order-steps.ts';
import { apiGet, press } from './support/shell-helpers.ts';
import { signHashes, signParams } from '../src/contract/index.ts';

/**
 * Decision 113 on a phone: a merchant's server creates an order; its payer opens the payUrl with no
 * sign-in, reads the amount and the UPI QR, and sends the UTR they paid with; supplier01 sees that
 * reference on the order and supplements it; the payer's page then goes back to the shop. An order
 * code in place of the token shows nothing of the order.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'payers pay on their phones');

/** The checkout page's compressed JavaScript may not grow past this (decision 113). */
const checkoutScriptBudget = 30 * 1024;
const returnUrl = 'https://shop.example.test/thanks';
const payerUtr = '401234567890';

let orderCode = '';
let payUrl = '';
let payerContext: BrowserContext | undefined;
let payer: Page | undefined;

/** A payer's phone: no session, English, the size of the project's phone. */
async function payerPhone(browser: Browser): Promise<Page> {
  payerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await payerContext.newPage();
  // The shop the payer returns to: answered here, so the test needs no network.
  await page.route('https://shop.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Back at the shop</h1>' }),
  );
  return page;
}

test.afterAll(async () => {
  await payerContext?.close();
});

test.describe('a merchant server and staff', () => {
  test.use({ account: 'admin0001' });

  test("create an order whose payUrl has no order code, on supplier01's account", async ({ page }) => {
    const merchants = await apiGet<{ value: number; account: string }[]>(
      page,
      '/v1.0/user/getUserOptions?role=merchant',
    );
    const params = {
      mchId: merchants.find((m) => m.account === 'merchant01')!.value,
      productId: 3024,
      mchOrderNo: `E2E-CHECKOUT-${Date.now()}`,
      amount: 31_415,
      returnUrl,
      subject: 'Top-up',
    };
    // As a merchant's server sends it: a signed JSON body, no session.
    const res = await page.request.post('/v1.0/api/order/create', {
      data: { ...params, sign: signParams(params, merchant01Key, signHashes.MD5) },
    });
    const body = (await res.json()) as { code: number; msg: string; data: { orderCode: string; payUrl: string } };
    expect(body.code, body.msg).toBe(200);
    orderCode = body.data.orderCode;
    payUrl = body.data.payUrl;
    expect(payUrl).toMatch(/\/pay\/[\w-]{32}$/);
    expect(payUrl).not.toContain(orderCode);

    // Staff hand it to supplier01's UPI account, as in the order flow, so the test knows whose list to open.
    const moved = await handToSupplier01(page, orderCode, 'e2e checkout headroom');
    if (moved !== 'already') expect(moved.code, JSON.stringify(moved)).toBe(200);
  });
});

test('the payer opens the payUrl, sees the amount and the UPI QR, and sends the UTR', async ({ browser, server }) => {
  payer = await payerPhone(browser);
  const scripts: { path: string; bytes: number }[] = [];
  payer.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || new URL(request.url()).origin !== server.origin) return;
    void request
      .sizes()
      .then((sizes) => scripts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize }));
  });
  await payer.goto(payUrl);
  await expect(payer.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(payer.getByText('Amount to pay')).toBeVisible();
  await expect(payer.locator('.amount strong')).toHaveText(/314\.\d\d/);
  await expect(payer.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();
  const qr = payer.getByRole('img', { name: 'UPI payment QR code' });
  await expect(qr).toBeVisible();
  // WCAG 2.1 AA on the payer's page too (decision 100): no serious or critical violation.
  const violations: string[] = [];
  await scan(payer, 'the checkout page', violations);
  expect(violations).toEqual([]);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(payer.getByRole('link', { name: 'Pay in a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=/);
  // Nothing that names the order or its merchant.
  await expect(payer.locator('body')).not.toContainText(orderCode);
  await expect(payer.locator('body')).not.toContainText('Top-up');

  await fill(payer.getByLabel('Paid? Enter the UTR (payment reference)'), payerUtr);
  await press(payer.getByRole('button', { name: 'Send reference' }));
  await expect(payer.getByRole('status')).toHaveText(/your reference was sent/);

  await payer.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({
    type: 'checkout JavaScript',
    description: `${(total / 1024).toFixed(1)} KB compressed in ${scripts.length} files`,
  });
  expect(total, scripts.map((s) => `${s.path} ${s.bytes}`).join('\n')).toBeLessThanOrEqual(checkoutScriptBudget);
  expect(scripts.filter((s) => /react|antd|zod|contract/.test(s.path))).toEqual([]);
});

test.describe('supplier01', () => {
  test.use({ account: 'supplier01' });

  test("sees the payer's UTR on the order and supplements it", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('/order/list/supplier');
    await press(page.getByRole('button', { name: 'Filters' }));
    const sheet = page.getByRole('form', { name: 'Filters' });
    await fill(sheet.getByLabel('Order number', { exact: true }), orderCode);
    await press(sheet.getByRole('button', { name: 'Apply' }));
    await expect(sheet).toBeHidden();
    const card = page.getByRole('article', { name: orderCode });
    await press(card.locator('button').first());
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-payer-utr')).toHaveText(payerUtr);
    await page.goBack();
    await expect(detail).toBeHidden();

    await press(card.getByRole('button', { name: 'Supplement' }));
    const form = page.getByRole('form', { name: 'Supplement' });
    await fill(form.getByLabel('UTR', { exact: true }), payerUtr);
    await fill(form.getByLabel('Google code', { exact: true }), googleCode('supplier01'));
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form).toBeHidden();
    await expect(card.getByTestId('order-status')).toHaveText('Successful');
  });
});

test("the payer's page goes back to the shop once the order is paid", async () => {
  await payer!.waitForURL(returnUrl, { timeout: 20_000 });
  await expect(payer!.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
});

test('an order code in place of the token shows nothing of the order', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.origin}/pay/${orderCode}`);
  await expect(page.getByRole('heading', { name: 'This payment link is not valid' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toHaveCount(0);
  await expect(page.getByRole('img')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('314');
  await context.close();
});

test("speaks the payer's browser language", async ({ browser, server }) => {
  for (const [locale, heading] of [
    ['zh-TW', '此付款連結無效'],
    ['zh-CN', '此付款链接无效'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale });
    const page = await context.newPage();
    await page.goto(`${server.origin}/pay/${orderCode}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await context.close();
  }
});
