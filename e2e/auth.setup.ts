import { expect, test as setup } from '@playwright/test';
import { accounts, authFile, demoPassword, googleCode } from './support/accounts.ts';

// One session per demo account through the real login call, stored as the app stores it
// (localStorage token plus the token cookie), so tests start signed in.
for (const account of accounts) {
  setup(`signs in ${account}`, async ({ page, request, baseURL }) => {
    const res = await request.post('/v1.0/user/login', {
      data: { userName: account, password: demoPassword, ...(account === 'admin0002' ? { googleCode: googleCode() } : {}) },
    });
    const body = (await res.json()) as { code: number; data: { token: string } };
    expect(body.code).toBe(200);
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
    await page.context().addCookies([{ name: 'token', value: body.data.token, url: baseURL! }]);
    await page.context().storageState({ path: authFile(account) });
  });
}
