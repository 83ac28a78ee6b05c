import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signParams } from '../src/contract/index.ts';
import { merchant01Key } from './support/accounts.ts';
import { apiLogin, press } from './support/shell-helpers.ts';

/**
 * The new-order alert of an on-call admin (decision 027), on a phone: the live worker holds
 * the websocket, the server pushes the order merchant01's server just created, the app shows the
 * notice and hands it to the service worker, which shows ONE system notification tagged with the
 * order code; home's latest orders show it; "Stop the alert" takes both away.
 */
test.skip(({ isMobile }) => !isMobile, 'the on-call admin carries a phone');
test.use({ account: 'admin0001', serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

async function notificationTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.tag);
  });
}

test('admin0001 gets a notice and one system notification for an order created through the merchant API', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');

  // merchant01's server: its id from its own session, then a signed create call (MD5, its key).
  const api = await playwright.request.newContext({ baseURL });
  const token = await apiLogin(api, 'merchant01');
  const info = (await (await api.post('/v1.0/user/getInfo', { headers: { token }, data: {} })).json()) as {
    data: { user_id: number };
  };
  const params = {
    mchId: info.data.user_id,
    productId: 3024,
    mchOrderNo: `LIVE${Date.now()}`,
    amount: '31400',
    notifyUrl: 'https://merchant.example/notify',
    subject: 'Live notice',
    clientIp: '203.0.113.7',
  };
  const sign = signParams(params, merchant01Key, (s) => createHash('md5').update(s).digest('hex'));
  const startedAt = Date.now();
  const created = (await (await api.post('/v1.0/api/order/create', { data: { ...params, sign } })).json()) as {
    code: number;
    msg: string;
    data: { orderCode: string };
  };
  expect(created.code, created.msg).toBe(200);
  const orderCode = created.data.orderCode;

  // Decision 027: the system notification is there within 2 s of the create (bench:live times the event).
  await expect
    .poll(() => notificationTags(page), { timeout: Math.max(1, 2_000 - (Date.now() - startedAt)), intervals: [50] })
    .toContain(orderCode);
  test.info().annotations.push({ type: 'notification after create', description: `${Date.now() - startedAt} ms` });
  const notice = page.getByTestId('live-notice');
  await expect(notice).toHaveAttribute('data-order-code', orderCode);
  await expect(notice).toContainText(`New order ${orderCode} arrived at`);
  // Home follows the alert: its latest orders show the announced one without a reload.
  await expect(page.getByTestId('latest-order').filter({ hasText: orderCode })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Open' })).toBeVisible();

  // The notice repeats every 5 s: still ONE notification for the order, whatever the repeats.
  await page.waitForTimeout(5_500);
  expect((await notificationTags(page)).filter((tag) => tag === orderCode)).toHaveLength(1);

  await press(notice.getByRole('button', { name: 'Stop the alert' }));
  await expect(notice).toBeHidden();
  await expect.poll(async () => (await notificationTags(page)).filter((tag) => tag === orderCode)).toEqual([]);
  await api.dispose();
});
