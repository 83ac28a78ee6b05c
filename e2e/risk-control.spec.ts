import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import {
  PayoutStatus,
  signParams,
  type CreatedPayout,
  type Page as ListPage,
  type PayoutRow,
} from '../src/contract/index.ts';
import { merchant01Key } from './support/accounts.ts';
import { apiLogin, press, snapshot } from './support/shell-helpers.ts';

/**
 * Risk control (decision 037) as the superAdmin: a name goes on the blacklist, merchant01's
 * server asks for a payout to that name through the merchant API, the payout is held, and the
 * superAdmin finds it in the detection records with the reason and releases it.
 */
test.use({ account: 'superadmin' });

type Envelope<T> = { code: number; msg: string; data: T };
const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) => (await res.json()) as Envelope<T>;

// The demo superadmin has no Google Authenticator bound; the switches that would ask it for a
// code are turned off for this test and put back after it.
const googleSwitches = ['EnableGoogleVerifyForIpRule', 'EnableGoogleVerifyForManualSupplement'] as const;

test('superadmin blacklists a name, a payout to it is held with the reason, and the superadmin releases it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  const api = page.request;
  const risk = await json<boolean>(await api.get('/v1.0/system-config/getRiskControlSwitch'));
  expect(risk.code, risk.msg).toBe(200);
  expect(risk.data, 'RiskControlSwitch is on in the demo').toBe(true);
  const before: Record<string, boolean> = {};
  for (const key of googleSwitches) {
    before[key] = (await json<boolean>(await api.get(`/v1.0/system-config/get${key}`))).data;
    expect((await json(await api.post(`/v1.0/system-config/set${key}`, { data: { enable: false } }))).code).toBe(200);
  }
  try {
    const stamp = Date.now().toString(36).toUpperCase();
    const blocked = `Risky Payee ${stamp}`;

    // 1. The name goes on the blacklist.
    await page.goto('/payProxyOrder/risk-control/blacklist');
    await press(page.getByRole('button', { name: named('Add entry', 'riskControl.actions.add') }));
    const form = page.getByRole('form', { name: named('Add entry', 'riskControl.actions.add') });
    await expect(form).toBeVisible();
    await fill(form.getByLabel(named('Value', 'riskControl.fields.value')), blocked);
    await fill(form.getByLabel(named('Remark', 'riskControl.fields.remark')), 'Reported by the bank');
    await snapshot(page, 'risk-blacklist-add');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form).toBeHidden();
    const entry = page.getByTestId('risk-entry-card').filter({ hasText: blocked });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Reported by the bank');

    // 2. merchant01's server asks for a payout to that payee, written another way.
    const merchantApi = await playwright.request.newContext({ baseURL });
    const token = await apiLogin(merchantApi, 'merchant01');
    const info = (await (
      await merchantApi.post('/v1.0/user/getInfo', { headers: { token }, data: {} })
    ).json()) as Envelope<{ user_id: number }>;
    const params = {
      mchId: info.data.user_id,
      productId: 2001,
      mchOrderNo: `RISK${stamp}`,
      amount: '45600',
      notifyUrl: 'https://merchant.example/payout',
      name: `  ${blocked.toLowerCase().replaceAll(' ', '  ')} `,
      cardNumber: '50100987654321',
      bankBranch: 'HDFC Bank, Pune',
      address: 'Pune, MH',
      ifsc: 'HDFC0001234',
    };
    const sign = signParams(params, merchant01Key, (s) => createHash('md5').update(s).digest('hex'));
    const created = (await (
      await merchantApi.post('/v1.0/api/payout/create', { data: { ...params, sign } })
    ).json()) as Envelope<CreatedPayout>;
    await merchantApi.dispose();
    expect(created.code, created.msg).toBe(200);
    expect(created.data.status).toBe(PayoutStatus.handleExceptions);
    const { orderCode } = created.data;

    // 3. The superadmin finds it held, with the entry that matched.
    await page.goto(`/payProxyOrder/risk-control/detection-records?orderCode=${orderCode}`);
    const card = page.getByTestId('risk-detection-card').filter({ hasText: orderCode });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('risk-detection-state')).toHaveText(named('Held', 'enum.riskDetectionState.pending'));
    await expect(card.getByTestId('risk-detection-reason')).toContainText(blocked);
    await expect(card).toContainText(/Handle exceptions|enum\.payoutStatus\.handleExceptions/);
    await snapshot(page, 'risk-detection-held');

    // The payout list says it is held, and why (decision 068).
    await page.goto(`/payProxyOrder/list?orderCode=${orderCode}`);
    await expect(page.getByRole('article', { name: orderCode }).getByTestId('payout-hold')).toContainText(
      /Held by risk control: the payee's name is on the blacklist|payouts\.texts\.held/,
    );
    await page.goto(`/payProxyOrder/risk-control/detection-records?orderCode=${orderCode}`);
    await expect(card).toBeVisible();

    // 4. ... and releases it: back to Awaiting Payment, claimable.
    await press(card.getByRole('button', { name: named('Release', 'riskControl.actions.release') }));
    const decision = page.getByRole('form', { name: named('Release', 'riskControl.actions.release') });
    await expect(decision).toBeVisible();
    await fill(decision.getByLabel(named('Remark', 'riskControl.fields.remark')), 'Payee verified by phone');
    await press(decision.getByRole('button', { name: named('Release', 'riskControl.actions.release') }));
    await expect(decision).toBeHidden();
    await expect(card.getByTestId('risk-detection-state')).toHaveText(
      named('Released', 'enum.riskDetectionState.released'),
    );
    await expect(card).toContainText('Payee verified by phone');
    await expect(card.getByRole('button', { name: named('Release', 'riskControl.actions.release') })).toHaveCount(0);

    const listed = await json<ListPage<PayoutRow>>(await api.get(`/v1.0/payoutOrder/getPool?orderCode=${orderCode}`));
    expect(listed.data.list.map((r) => r.orderCode)).toEqual([orderCode]);
    expect(listed.data.list[0]!.status).toBe(PayoutStatus.awaitingPayment);
  } finally {
    for (const key of googleSwitches)
      await api.post(`/v1.0/system-config/set${key}`, { data: { enable: before[key] ?? true } });
  }
});
