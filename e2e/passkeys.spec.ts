import type { Page } from '@playwright/test';
import { expect, test, type SignedInState } from './support/fixtures.ts';
import { fill } from './support/controls.ts';
import { demoPassword, merchant01Key } from './support/accounts.ts';
import { handToSupplier01 } from './support/order-steps.ts';
import { apiLogin, press } from './support/shell-helpers.ts';

/**
 * Passkeys on a phone (decisions 133, 134), with Chromium's virtual authenticator standing in for
 * the fingerprint: supplier01 adds a passkey in the personal center, signs out, signs in with it
 * (no account or password typed), supplements an order with it in place of the Google code, and
 * removes it again (tests/server/passkeys.test.ts checks the audit records of each step).
 */
test.skip(({ isMobile, browserName }) => !isMobile || browserName !== 'chromium', 'a phone, with Chromium DevTools');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** A platform authenticator that verifies the user at once, as a phone's fingerprint reader does. */
async function fingerprintReader(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** A new order of merchant01 from its API test page, handed to supplier01; its order code. */
async function orderForSupplier01(
  page: Page,
  origin: string,
  sessions: Record<'merchant01' | 'admin0001', SignedInState>,
) {
  const browser = page.context().browser()!;
  const merchant = await browser.newContext({
    baseURL: origin,
    storageState: sessions.merchant01,
  });
  const m = await merchant.newPage();
  await m.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await m.goto('/order/test/merchant');
  await press(m.getByRole('option', { name: 'UPI Main (3024)' }));
  await fill(m.getByLabel('Amount', { exact: true }), '135.79');
  await fill(m.getByLabel('Merchant key', { exact: true }), merchant01Key);
  const send = m.getByRole('button', { name: 'Send order' });
  await send.scrollIntoViewIfNeeded();
  await press(send);
  const answer = m.getByTestId('order-test-answer');
  await expect(answer.getByRole('status')).toHaveText('Success');
  const orderCode = (await answer.getByTestId('order-test-order-code').textContent()) ?? '';
  await merchant.close();

  const admin = await browser.newContext({
    baseURL: origin,
    storageState: sessions.admin0001,
  });
  const a = await admin.newPage();
  const handed = await handToSupplier01(a, orderCode, 'e2e passkeys headroom');
  if (handed !== 'already') expect(handed.code, JSON.stringify(handed)).toBe(200);
  await admin.close();
  return orderCode;
}

test.describe('supplier01 and a passkey', () => {
  test.use({ account: 'supplier01' });

  test('adds one, signs in with it, supplements with it, and removes it', async ({ page, sessions, server }) => {
    test.setTimeout(120_000);
    // A session of its own (the login answer's cookie replaces the shared one in this context): the
    // sign-out below ends it, not the worker's shared supplier01 session later tests start from.
    await apiLogin(page.request, 'supplier01');
    await fingerprintReader(page);
    const orderCode = await orderForSupplier01(page, server.origin, sessions);

    // Added in the personal center: a name and the sign-in password, then the fingerprint.
    await page.goto('/profile/list');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet')).toBeVisible();
    await press(section.getByRole('button', { name: 'Add a passkey' }));
    const add = page.getByRole('form', { name: 'Add a passkey' });
    await fill(add.getByLabel('Name of the passkey', { exact: true }), 'My phone');
    await fill(add.getByLabel('Sign-in password', { exact: true }), demoPassword);
    await press(add.getByRole('button', { name: 'Continue' }));
    await expect(add).toBeHidden();
    await expect(section.getByRole('listitem', { name: 'My phone' })).toBeVisible();

    // Signed out, then in again with the passkey alone.
    await press(page.getByRole('button', { name: /^User menu/ }));
    await press(page.getByRole('option', { name: 'Sign out' }));
    await press(page.getByRole('dialog').getByRole('button', { name: 'Sign out' }));
    await expect(page).toHaveURL(/\/login$/);
    // The sign-in page as opened anew: the ended session's live connection has nothing left to say.
    await page.reload();
    await press(page.getByRole('button', { name: 'Use a passkey' }));
    await expect(page).toHaveURL(/\/home$/);
    const me = await page.request.post('/v1.0/user/getInfo', { data: {} });
    expect(((await me.json()) as { data: { account: string } }).data.account).toBe('supplier01');

    // The supplement: a UTR, and the passkey where the Google code would go.
    await page.goto('/order/list/supplier');
    await press(page.getByRole('button', { name: 'Filters' }));
    const filters = page.getByRole('form', { name: 'Filters' });
    await fill(filters.getByLabel('Order number', { exact: true }), orderCode);
    await press(filters.getByRole('button', { name: 'Apply' }));
    const card = page.getByRole('article', { name: orderCode });
    await expect(card).toBeVisible();
    await press(card.getByRole('button', { name: 'Supplement' }));
    const form = page.getByRole('form', { name: 'Supplement' });
    await fill(form.getByLabel('UTR', { exact: true }), '413579246801');
    await press(form.getByRole('button', { name: 'Confirm with a passkey instead' }));
    await expect(form).toBeHidden();
    await expect(card.getByTestId('order-status')).toHaveText('Successful');

    // Removed again, proven by the passkey itself.
    await page.goto('/profile/list');
    const listed = page.getByRole('region', { name: 'Passkeys' });
    await press(listed.getByRole('button', { name: 'Remove passkey My phone' }));
    const remove = page.getByRole('form', { name: 'Remove passkey My phone' });
    await press(remove.getByRole('button', { name: 'Confirm with a passkey instead' }));
    await expect(remove).toBeHidden();
    await expect(listed.getByText('No passkeys yet')).toBeVisible();
  });
});
