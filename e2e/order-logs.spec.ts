import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';

import { press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('superadmin reads the logs', () => {
  test.use({ account: 'superadmin' });

  test('reads a callback card, opens its attempts and re-sends the callback', async ({ page }) => {
    await page.goto('/orderCallback');
    const cards = page.getByTestId('callback-card');
    await expect(cards.first()).toBeVisible();
    const code = (await cards.first().getAttribute('aria-label')) ?? '';
    expect(code).toMatch(/^C\d+$/);
    await expect(cards.first().getByTestId('callback-count')).toHaveText(/^\d+$/);

    await press(cards.first().locator('button').first());
    const sheet = page.getByTestId('callback-attempts');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(code);
    const attempts = sheet.getByTestId('callback-attempt');
    await expect(attempts.first()).toBeVisible();
    // The order may still be in its automatic retries, so only the manual attempts are counted.
    const manual = attempts.filter({ hasText: /Manual|enum\.callbackTrigger\.manual/ });
    const before = await manual.count();

    // The request body is the signed JSON the merchant got, laid out for reading.
    await press(attempts.first().getByText(named('Request body', 'orderCallbacks.fields.requestBody')));
    await expect(attempts.first().getByTestId('callback-request')).toContainText(`"orderCode": "${code}"`);
    await snapshot(page, 'order-callback-attempts');

    await press(sheet.getByRole('button', { name: named('Re-send callback', 'orders.actions.resendCallback') }));
    await press(page.getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }));
    const result = page.getByText(
      /^(Callback delivered|Callback not delivered|orders\.texts\.callback(Not)?Delivered)$/,
    );
    await expect(result).toBeVisible({ timeout: 20_000 });
    await press(page.getByRole('button', { name: named('Close', 'common.buttons.close') }).last());
    // Exactly one new, manual attempt once the sheet refreshed.
    await expect(manual).toHaveCount(before + 1);
  });

  test('filters the monitor log by a phase', async ({ page }) => {
    await page.goto('/monitorLog/monitorLog');
    const lines = page.getByTestId('monitor-log-line');
    await expect(lines.first()).toBeVisible();

    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    await press(sheet.getByText(named('Matched', 'enum.logPhase.matched')));
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/logPhase=matched/);
    await expect(lines.first()).toBeVisible();
    for (const tag of await lines.getByTestId('monitor-log-phase').allTextContents())
      expect(tag).toMatch(named('Matched', 'enum.logPhase.matched'));
    await snapshot(page, 'monitor-log-matched');
  });

  test('reads a figure of the order performance and steps back a day', async ({ page }) => {
    await page.goto('/order/profile');
    const orders = page.getByTestId('profile-orders');
    await expect(orders.locator('dd')).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId('profile-successRate').locator('dd')).toHaveText(/%$/);

    await press(page.getByRole('button', { name: named('Previous day', 'orderProfile.buttons.previousDay') }));
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(orders.locator('dd')).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByTestId('profile-hour')).toHaveCount(24);
    await snapshot(page, 'order-profile');
  });
});

test.describe('merchant01 reads its callback log (decision 131)', () => {
  test.use({ account: 'merchant01' });

  test('sees its callback attempts, re-sends one and reads the new attempt', async ({ page }) => {
    await page.goto('/merchant/callbackLog');
    const attempts = page.getByTestId('callback-attempt');
    await expect(attempts.first()).toBeVisible();
    const label = (await attempts.first().getAttribute('aria-label')) ?? '';
    const code = label.split(' ')[0] ?? '';
    expect(code).toMatch(/^[CP]\d+$/);
    // Each attempt names its event.
    await expect(attempts.first()).toContainText(/order\.|payout\./);

    await press(
      attempts.first().getByRole('button', { name: named('Re-send callback', 'orders.actions.resendCallback') }),
    );
    await press(page.getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }));
    const result = page.getByText(
      /^(Callback delivered|Callback not delivered|orders\.texts\.callback(Not)?Delivered)$/,
    );
    await expect(result).toBeVisible({ timeout: 20_000 });
    await press(page.getByRole('button', { name: named('Close', 'common.buttons.close') }).last());
    // The new attempt leads the list: the same order, attempt 1 of a manual round.
    await expect(attempts.first()).toHaveAttribute('aria-label', `${code} #1`);
    await expect(attempts.first()).toContainText(/Manual|enum\.callbackTrigger\.manual/);
  });
});
