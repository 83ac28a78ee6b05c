import type { Page } from '@playwright/test';
import { demoPassword } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { signedInMarkKey } from './support/session.ts';
import { openUserMenuEntry, press, typeInto } from './support/shell-helpers.ts';

/**
 * Decision 042: after a person signs in, no page script can read the session token. It lives
 * only in the HttpOnly cookie the server set, so document.cookie, Web Storage and IndexedDB hold
 * nothing equal to it; the app still works across a reload and the live connection still comes
 * up (it opens with a one-time ticket); signing out drops the cookie.
 */
test.use({ locale: 'zh-CN', storageState: { cookies: [], origins: [] } });

/** Everything a script of the page can read, as one text. */
async function scriptReadable(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) out.push(`${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error('open'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error ?? new Error('read'));
        });
        out.push(JSON.stringify(values));
      }
      db.close();
    }
    return out.join('\n');
  });
}

test('a signed-in session is out of reach of page scripts, survives a reload, keeps the live connection and ends on sign-out', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/login');
  await typeInto(page, '账号', 'admin0001');
  await typeInto(page, '密码', demoPassword);
  await press(page.getByRole('button', { name: '登录' }));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');

  // The real token, as only the browser (and this test, through Playwright) can see it.
  const cookie = (await context.cookies(baseURL!)).find((c) => c.name === 'token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const token = cookie!.value;
  expect(token.length).toBeGreaterThan(20);

  const readable = await scriptReadable(page);
  expect(readable).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )token2?=/);
  expect(await page.evaluate((key) => localStorage.getItem(key), signedInMarkKey)).toBeTruthy();

  // The session lives on across a reload, the live connection comes back, still nothing to read.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /欢迎/ })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');
  expect(await scriptReadable(page)).not.toContain(token);

  await openUserMenuEntry(page, '退出登录');
  await press(page.getByRole('dialog').getByRole('button', { name: '退出登录' }));
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies(baseURL!)).filter((c) => c.name === 'token' || c.name === 'token2')).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), signedInMarkKey)).toBeNull();
  // And the ended session opens nothing, even sent by hand.
  const after = await context.request.post('/v1.0/user/getInfo', { headers: { token }, data: {} });
  expect(((await after.json()) as { code: number }).code).toBe(1003);
});
