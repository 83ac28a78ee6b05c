import { expect, test, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoPassword } from './accounts.ts';
import { press } from './shell-helpers.ts';

/** Steps of the personal-center specs, as a person does them: tap, type, read. */
export async function chooseLanguage(page: Page, name: '简体中文' | '繁體中文' | 'English') {
  await press(page.getByRole('button', { name: /^(语言|語言|Language):/ }));
  const option = page.getByRole('option', { name });
  await press(option);
  await expect(option).toBeHidden();
}

export async function typeIn(scope: Locator | Page, label: string, text: string) {
  const field = scope.getByLabel(label, { exact: true });
  await press(field);
  await field.fill('');
  await field.pressSequentially(text);
}

export async function openUserMenu(page: Page, name: string) {
  await press(page.getByRole('button', { name: /^(用户菜单|使用者選單|User menu)/ }));
  const entry = test.info().project.use.hasTouch ? page.getByRole('option', { name }) : page.getByRole('menuitem', { name });
  await press(entry);
}

/** The code an authenticator app shows for `secret` now, waiting out the last 3 s of a window. */
export function codeOf(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  return left < 3 ? totp.generate({ timestamp: Date.now() + left * 1000 }) : totp.generate();
}

export async function signIn(page: Page, account: string) {
  await typeIn(page, 'Account', account);
  await typeIn(page, 'Password', demoPassword);
  await press(page.getByRole('button', { name: 'Sign in' }));
}
