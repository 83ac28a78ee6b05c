import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { merchant01Key } from './support/accounts.ts';
import { demoTestKey } from '../server/seed/demo-users.ts';
import { press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

async function typeField(page: Page, english: string, id: string, text: string) {
  const field = page.getByLabel(named(english, id));
  await press(field);
  await field.fill(text);
}

/** What a merchant does: product, amount, key, send. */
async function sendOrder(page: Page, key: string) {
  await page.goto('/order/test/merchant');
  await press(page.getByRole('option', { name: 'UPI Main (3024)' }));
  await typeField(page, 'Amount', 'orderTest.fields.amount', '123.45');
  await typeField(page, 'Merchant key', 'orderTest.fields.merchantKey', key);
  // The sign string shows what is signed, the key hidden, the amount in minor units.
  const signString = page.getByTestId('order-test-sign-string');
  await expect(signString).toContainText('amount=12345&');
  await expect(signString).not.toContainText(key);
  await expect(page.getByTestId('order-test-sign')).toHaveText(/^[0-9A-F]{32}$/);
  const send = page.getByRole('button', { name: named('Send order', 'orderTest.buttons.send') });
  await send.scrollIntoViewIfNeeded();
  await press(send);
  return page.getByTestId('order-test-answer');
}

test.describe('the merchant API test page (merchant01)', () => {
  test.use({ account: 'merchant01' });

  test('signs with the pasted key, sends the order and shows its code', async ({ page }) => {
    const answer = await sendOrder(page, merchant01Key);
    await expect(answer.getByRole('status')).toHaveText(named('Success', 'orderTest.texts.success'));
    await expect(answer.getByText('200', { exact: true })).toBeVisible();
    await expect(answer.getByTestId('order-test-order-code')).toHaveText(/^C\d{18}$/);
    // The checkout page by its random token, never the order code (decision 113).
    await expect(answer.getByRole('link')).toHaveAttribute('href', /\/pay\/[A-Za-z0-9_-]{32}$/);
    await snapshot(page, 'api-test-sent');
  });

  test('makes a test order with the test key and drives it to paid (decision 130)', async ({ page }) => {
    const answer = await sendOrder(page, demoTestKey('merchant01'));
    await expect(answer.getByRole('status')).toHaveText(named('Success', 'orderTest.texts.success'));
    const code = (await answer.getByTestId('order-test-order-code').textContent()) ?? '';
    const drive = page.getByTestId('order-test-drive');
    await expect(drive.getByLabel(named('Order code', 'orderTest.fields.driveCode'))).toHaveValue(code);
    await press(drive.getByRole('button', { name: named('Paid', 'orderTest.buttons.drivePaid') }));
    await expect(drive.getByTestId('order-test-drive-answer')).toContainText(`${code}: order.paid`);
  });

  test('shows the signature error when the key is wrong', async ({ page }) => {
    const answer = await sendOrder(page, 'ffffffffffffffffffffffffffffffff');
    await expect(answer.getByRole('alert')).toHaveText('The signature is wrong');
    await expect(answer.getByText('400', { exact: true })).toBeVisible();
    await expect(answer.getByTestId('order-test-order-code')).toHaveCount(0);
  });
});

test.describe('the order creation test (superadmin)', () => {
  test.use({ account: 'superadmin' });

  test("creates a test order on merchant01's behalf, signed by the server", async ({ page }) => {
    await page.goto('/order/testAdminOrder');
    await press(page.getByRole('option', { name: 'Merchant 01 (merchant01)' }));
    await press(page.getByRole('option', { name: 'UPI Main (3024)' }));
    await typeField(page, 'Amount', 'orderTest.fields.amount', '50');
    await press(page.getByRole('button', { name: named('Create test order', 'orderTest.buttons.createTest') }));
    const answer = page.getByTestId('order-test-answer');
    await expect(answer.getByRole('status')).toHaveText(named('Success', 'orderTest.texts.success'));
    await expect(answer.getByTestId('order-test-order-code')).toHaveText(/^C\d{18}$/);
    await expect(page.getByTestId('order-test-sign-string')).toContainText('amount=5000&');
    await snapshot(page, 'admin-test-order');
  });
});

test.describe('the read-only order creation test (techmaint1)', () => {
  test.use({ account: 'techmaint1' });

  test('shows the form disabled and nothing to send', async ({ page }) => {
    await page.goto('/order/testAdminOrder/readonly');
    await expect(page.getByRole('option', { name: 'Merchant 01 (merchant01)' })).toBeVisible();
    await expect(page.getByLabel(named('Amount', 'orderTest.fields.amount'))).toBeDisabled();
    await expect(
      page.getByRole('button', { name: named('Create test order', 'orderTest.buttons.createTest') }),
    ).toHaveCount(0);
  });
});
