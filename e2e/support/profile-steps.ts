import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, unusedCodeOf } from './accounts.ts';
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
  const entry = test.info().project.use.hasTouch
    ? page.getByRole('option', { name })
    : page.getByRole('menuitem', { name });
  await press(entry);
}

/**
 * The code an authenticator app shows for `secret`, one `person` has not typed on this worker yet:
 * the server takes each step once per person (decision 048).
 */
export function codeOf(secret: string, person: string): string {
  return unusedCodeOf(secret, person);
}

export async function signIn(page: Page, account: string) {
  await typeIn(page, 'Account', account);
  await typeIn(page, 'Password', demoPassword);
  await press(page.getByRole('button', { name: 'Sign in' }));
}
