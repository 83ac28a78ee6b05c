import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoPassword } from './accounts.ts';

/** Helpers of e2e/shell-actions.spec.ts: acting as a person, and reading the API beside it. */

/** A finger on the phone project, a mouse on the desktop one. */
export async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

export async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await press(field);
  await field.fill('');
  await field.pressSequentially(text);
}

/** For people to look at (e2e/screenshots/ is not committed). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}-${test.info().project.name}.png` });
}

/** A session of its own through the login call, apart from the shared storage states. */
export async function apiLogin(api: APIRequestContext, userName: string): Promise<string> {
  const res = await api.post('/v1.0/user/login', { data: { userName, password: demoPassword } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  // The page's context carries the signed-in token cookie.
  const body = (await (await page.request.get(path)).json()) as { code: number; data: T };
  expect(body.code, path).toBe(200);
  return body.data;
}

/** Opens an entry of the user menu in the header (a sheet on phones, a menu on desktops). */
export async function openUserMenuEntry(page: Page, name: string) {
  await press(page.getByRole('button', { name: /^用户菜单/ }));
  const entry = test.info().project.use.hasTouch
    ? page.getByRole('option', { name })
    : page.getByRole('menuitem', { name });
  await press(entry);
}
