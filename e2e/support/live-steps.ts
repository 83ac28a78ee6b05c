import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signParams, type LiveDiagnostics } from '../../src/contract/index.ts';
import { merchant01Key } from './accounts.ts';
import { apiLogin } from './shell-helpers.ts';

/** Waits until the service worker controls the page (clientsClaim after its first install). */
export async function swControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** The system notifications shown for one order (tag = order code). */
export async function notificationsOf(page: Page, tag: string): Promise<number> {
  return page.evaluate(
    async (t) => (await (await navigator.serviceWorker.ready).getNotifications({ tag: t })).length,
    tag,
  );
}

export async function closeNotifications(page: Page, tag: string): Promise<void> {
  await page.evaluate(async (t) => {
    for (const n of await (await navigator.serviceWorker.ready).getNotifications({ tag: t })) n.close();
  }, tag);
}

/** An order as the create call answered it: its code and status (allocated, or allocationFailed when no account took it). */
export interface PlacedOrder {
  orderCode: string;
  status: number;
}

/** merchant01's server, signed in once: each call places an order through the signed merchant API (MD5, its key). */
export async function merchantOrderPlacer(api: APIRequestContext): Promise<(label: string) => Promise<PlacedOrder>> {
  const token = await apiLogin(api, 'merchant01');
  const info = (await (await api.post('/v1.0/user/getInfo', { headers: { token }, data: {} })).json()) as {
    data: { user_id: number };
  };
  let n = 0;
  return async (label) => {
    const params = {
      mchId: info.data.user_id,
      productId: 3024,
      mchOrderNo: `${label}${Date.now()}${n++}`,
      amount: '31400',
      notifyUrl: 'https://merchant.example/notify',
      subject: 'Live notice',
      clientIp: '203.0.113.7',
    };
    const sign = signParams(params, merchant01Key, (s) => createHash('md5').update(s).digest('hex'));
    const created = (await (await api.post('/v1.0/api/order/create', { data: { ...params, sign } })).json()) as {
      code: number;
      msg: string;
      data: PlacedOrder;
    };
    expect(created.code, created.msg).toBe(200);
    return { orderCode: created.data.orderCode, status: created.data.status };
  };
}

/** merchant01's server places an order through the signed merchant API (MD5, its key). */
export async function merchantCreatesOrder(api: APIRequestContext, label: string): Promise<string> {
  return (await (await merchantOrderPlacer(api))(label)).orderCode;
}

/** What the server sees of a user's live traffic (the super admin's diagnostics call). */
export async function liveDiagnostics(
  api: APIRequestContext,
  superToken: string,
  userName: string,
  windowSeconds = 60,
): Promise<LiveDiagnostics> {
  const res = await api.get('/v1.0/live/diagnostics', {
    headers: { token: superToken },
    params: { userName, windowSeconds },
  });
  const body = (await res.json()) as { code: number; msg: string; data: LiveDiagnostics };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}
