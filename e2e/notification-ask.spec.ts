import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/profile-steps.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Alerts staff actually get (decision 066): someone whose browser was never asked about
 * notifications is asked right after signing in, with the reason, and only once on the device.
 */
test.skip(({ isMobile }) => !isMobile, 'the on-call admin is on a phone');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

const question = /new orders reach you while the app is in the background/;

test('an admin whose permission is "default" is asked after sign-in, and not again after "Not now"', async ({
  page,
}) => {
  await page.goto('/login');
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await signIn(page, 'admin0001');
  const ask = page.getByRole('region', { name: 'Alerts of new orders' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(question);
  await expect(ask.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  await press(ask.getByRole('button', { name: 'Not now' }));
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('live-state')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Alerts of new orders' })).toHaveCount(0);
});

test('tapping Allow hands over to the browser prompt and puts the question away for good', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'service001');
  const ask = page.getByRole('region', { name: 'Alerts of new orders' });
  await expect(ask).toBeVisible();
  await press(ask.getByRole('button', { name: 'Allow notifications' }));
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('live-state')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Alerts of new orders' })).toHaveCount(0);
});

test('someone who already allowed notifications is not asked', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/login');
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await signIn(page, 'techmaint1');
  await expect(page.getByTestId('live-state')).toBeAttached();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alerts of new orders' })).toHaveCount(0);
});

test('a merchant, who gets no new-order alerts, is not asked', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'merchant01');
  await expect(page.getByTestId('live-state')).toBeAttached();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alerts of new orders' })).toHaveCount(0);
});
