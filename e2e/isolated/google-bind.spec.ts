import { expect, test } from '../support/fixtures.ts';
import { googleCode } from '../support/accounts.ts';
import { chooseLanguage, codeOf, openUserMenu, signIn, typeIn } from '../support/profile-steps.ts';
import { press, snapshot } from '../support/shell-helpers.ts';

/**
 * Decision 021 "done when": supplier01 binds Google Authenticator in the personal center and must give
 * a code at the next sign-in. It replaces supplier01's demo key, which the other specs use for
 * supplements, so this file runs in the `isolated` project (playwright.config.ts): a project of its
 * own never shares a worker, hence a server and data folder, with another. It signs in on its own.
 */
test('supplier01 binds Google Authenticator in the personal center and must give a code at the next sign-in', async ({
  page,
}) => {
  await page.goto('/login');
  await chooseLanguage(page, 'English');
  await signIn(page, 'supplier01');
  await expect(page).toHaveURL(/\/home$/);

  await openUserMenu(page, 'Personal center');
  await expect(page).toHaveURL(/\/profile\/list$/);
  const google = page.getByRole('region', { name: 'Google Authenticator' });
  await expect(google.getByTestId('google-status')).toHaveText('Bound');
  await expect(google).not.toContainText('Signing in asks for a code from the app.');
  // supplier01 already has the demo key for operations: a new one first needs a code of that one.
  await press(google.getByRole('button', { name: 'Bind a new key' }));
  const ask = page.getByRole('form', { name: 'Confirm with the current key' });
  await typeIn(ask, 'Google code', googleCode('supplier01'));
  await press(ask.getByRole('button', { name: 'Next' }));

  const sheet = page.getByRole('form', { name: 'Google Authenticator' });
  await expect(sheet.getByRole('img', { name: 'QR code for Google Authenticator' })).toBeVisible();
  const secret = ((await sheet.getByLabel('Key', { exact: true }).textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await snapshot(page, 'profile-google-bind');
  await typeIn(sheet, 'Google code', codeOf(secret, 'supplier01'));
  await press(sheet.getByRole('button', { name: 'Confirm binding' }));
  await expect(sheet).toBeHidden();
  // The recovery codes are shown once at binding (decision 106): ten, then put away as a person does.
  const codes = page.getByRole('dialog', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await press(codes.getByRole('button', { name: 'I have saved them' }));
  await expect(codes).toBeHidden();
  await expect(google.getByTestId('google-status')).toHaveText('Bound');
  await expect(google).toContainText('Signing in asks for a code from the app.');

  await openUserMenu(page, 'Sign out');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Sign out' }));
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'supplier01');
  await expect(page).toHaveURL(/\/googleVerify$/);
  await typeIn(page, 'Google code', codeOf(secret, 'supplier01'));
  await press(page.getByRole('button', { name: 'Verify and sign in' }));
  await expect(page).toHaveURL(/\/home$/);
});
