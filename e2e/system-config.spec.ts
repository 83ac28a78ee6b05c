import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signParams } from '../src/contract/index.ts';
import { merchant01Key } from './support/accounts.ts';
import { apiLogin, press, snapshot } from './support/shell-helpers.ts';

/** Decision 050: the global configuration page switches the service off and on; the read-only variant has no editors. */

/** merchant01's server: a signed create with the same parameters each time it is called. */
async function signedCreate(api: APIRequestContext, mchOrderNo: string) {
  const token = await apiLogin(api, 'merchant01');
  const info = (await (await api.post('/v1.0/user/getInfo', { headers: { token }, data: {} })).json()) as {
    data: { user_id: number };
  };
  const params = {
    mchId: info.data.user_id,
    productId: 3024,
    mchOrderNo,
    amount: '31400',
    subject: 'Service switch',
    clientIp: '203.0.113.7',
  };
  const sign = signParams(params, merchant01Key, (s) => createHash('md5').update(s).digest('hex'));
  return (await (await api.post('/v1.0/api/order/create', { data: { ...params, sign } })).json()) as {
    code: number;
    msg: string;
    msgId?: string;
  };
}

test.describe('global configuration (superadmin)', () => {
  test.use({ account: 'superadmin' });

  test('switches EnableService off after a confirmation, a signed create is refused, and on again, the same create succeeds', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      await page.goto('/systemConfig');
      await page.getByRole('searchbox').fill('EnableService');
      const row = page.getByTestId('setting-EnableService');
      await expect(page.getByRole('article')).toHaveCount(1);
      const toggle = row.getByRole('switch');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await press(toggle);
      // One tap stops the platform: the app asks first, naming the consequence (decision 117).
      await expect(page.getByTestId('switch-consequence')).toContainText('refused new collection and payout orders');
      await page.getByRole('button', { name: 'Switch off' }).click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByTestId('service-off-banner')).toBeVisible();
      await snapshot(page, 'system-config-service-off');

      const mchOrderNo = `SVC${Date.now()}`;
      const refused = await signedCreate(api, mchOrderNo);
      expect([refused.code, refused.msgId, refused.msg]).toEqual([
        503,
        'errors.serviceDisabled',
        'The platform is not taking new orders right now',
      ]);

      await press(toggle);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('service-off-banner')).toBeHidden();
      const accepted = await signedCreate(api, mchOrderNo);
      expect(accepted.code, accepted.msg).toBe(200);
    } finally {
      // Other specs share this server: the service is on whatever happened above.
      const token = await apiLogin(api, 'superadmin');
      await api.post('/v1.0/system-config/setEnableService', { headers: { token }, data: { enable: true } });
      await api.dispose();
    }
  });
});

test.describe('global configuration (techmaint1)', () => {
  test.use({ account: 'techmaint1' });

  test('shows every setting read-only, without editors', async ({ page }) => {
    await page.goto('/systemConfig/readonly');
    await expect(page.getByTestId('setting-EnableService')).toBeVisible();
    await expect(page.getByTestId('setting-BotToken').getByTestId('setting-value')).not.toContainText('…');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await snapshot(page, 'system-config-readonly');
  });
});
