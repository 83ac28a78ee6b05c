import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import type { Profile } from '../src/contract/index.ts';
import { demoPassword, googleCode, merchant01Key } from './support/accounts.ts';
import { chooseLanguage, typeIn as typeInto } from './support/profile-steps.ts';
import { apiGet, press, snapshot } from './support/shell-helpers.ts';

/**
 * The personal center (decision 021). supplier01's binding of a new key and the code at the next
 * sign-in run last (e2e/last/google-bind.spec.ts): its demo key signs the supplements of the other
 * specs. Here supplier01 only shows that re-binding asks for the current code and that giving up
 * changes nothing.
 */

test.describe('supplier01 (bound for operations, not asked at sign-in)', () => {
  test.use({ account: 'supplier01' });

  test('binding a new key first asks for a code of the bound one; giving up changes nothing', async ({ page }) => {
    await page.goto('/profile/list');
    await chooseLanguage(page, '繁體中文');
    const google = page.getByRole('region', { name: 'Google 驗證器' });
    await expect(google.getByTestId('google-status')).toHaveText('已綁定');
    await press(google.getByRole('button', { name: '綁定新金鑰' }));

    const ask = page.getByRole('form', { name: '用目前金鑰確認' });
    await typeInto(ask, 'Google 驗證碼', googleCode('supplier01'));
    await press(ask.getByRole('button', { name: '下一步' }));
    const sheet = page.getByRole('form', { name: 'Google 驗證器' });
    const shown = ((await sheet.getByLabel('金鑰', { exact: true }).textContent()) ?? '').replace(/\s/g, '');
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    await press(sheet.getByRole('button', { name: '取消' }));
    await expect(sheet).toBeHidden();

    // The demo key stays in force and the sign-in still does not ask for a code.
    const profile = await apiGet<Profile>(page, '/v1.0/user/getProfile');
    expect(profile.google).toEqual({ bound: true, atSignIn: false, recoveryCodesLeft: 0 });
  });

  test('makes ten recovery codes with a code, shown once, and the section counts them (decision 106)', async ({
    page,
  }) => {
    await page.goto('/profile/list');
    await chooseLanguage(page, '繁體中文');
    const google = page.getByRole('region', { name: 'Google 驗證器' });
    await press(google.getByRole('button', { name: '產生新的復原碼' }));
    const ask = page.getByRole('form', { name: '產生新的復原碼' });
    await typeInto(ask, 'Google 驗證碼', googleCode('supplier01'));
    await press(ask.getByRole('button', { name: '下一步' }));
    const dialog = page.getByTestId('recovery-codes');
    await expect(dialog.getByTestId('recovery-code')).toHaveCount(10);
    await expect(dialog.getByTestId('recovery-code').first()).toHaveText(/^\d{5} \d{5}$/);
    await press(page.getByRole('button', { name: '我已儲存' }));
    await expect(dialog).toBeHidden();
    await expect(google.getByTestId('recovery-codes-left')).toHaveText(
      '剩餘復原碼：10 / 10。每組可代替驗證碼使用一次。',
    );
  });
});

test.describe('merchant01', () => {
  test.use({ account: 'merchant01' });

  test('sees its key masked, shows it with the password, and the signing example uses it', async ({ page }) => {
    await page.goto('/profile/list');
    await chooseLanguage(page, '简体中文');
    const section = page.getByRole('region', { name: 'API 密钥与说明' });
    const key = section.getByTestId('merchant-key');
    await expect(key).toHaveText(`${merchant01Key.slice(0, 4)}••••••••${merchant01Key.slice(-4)}`);
    await expect(section.getByTestId('sign-string')).toContainText('&key=YOUR_KEY');

    await press(section.getByRole('button', { name: '查看密钥' }));
    const form = page.getByRole('form', { name: '查看密钥' });
    await typeInto(form, '登录密码', demoPassword);
    await press(form.getByRole('button', { name: '查看密钥' }));
    await expect(key).toHaveText(merchant01Key);

    const { merchant } = await apiGet<Profile>(page, '/v1.0/user/getProfile');
    const canonical = `amount=10000&mchId=${merchant!.mchId}&mchOrderNo=ORDER20260101001&notifyUrl=https://merchant.example/notify&productId=3024&subject=Test&key=${merchant01Key}`;
    await expect(section.getByTestId('sign-string')).toHaveText(canonical);
    const sign = createHash('md5').update(canonical).digest('hex').toUpperCase();
    await expect(section.getByTestId('sign-body')).toContainText(`"sign": "${sign}"`);
    // The guide links the OpenAPI document of every call (decision 112), served by this site.
    const openApi = section.getByRole('link', { name: /^OpenAPI 文档/ });
    const href = (await openApi.getAttribute('href')) ?? '';
    expect(new URL(href).pathname).toBe('/v1.0/api/openapi.json');
    const document = (await (await page.request.get(href)).json()) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v1.0/api/order/query');
    await expect(page.getByRole('region', { name: '余额' })).toBeVisible();
    await snapshot(page, 'profile-merchant');
  });
});
