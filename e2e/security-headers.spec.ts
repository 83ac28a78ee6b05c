import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoPassword } from './support/accounts.ts';
import { named } from './support/controls.ts';
import { chooseLanguage } from './support/profile-steps.ts';
import { press, typeInto } from './support/shell-helpers.ts';

/**
 * Decision 043, the browser half (tests/server/security-headers.test.ts checks the headers):
 * the app works under its Content-Security-Policy. Every violation the page reports is recorded,
 * from the console ("Refused to … because it violates the following Content Security Policy
 * directive") and from `securitypolicyviolation` events. Playwright does not pass on a worker's
 * refusals, so the workers are checked by what they do under the policy: the live websocket
 * (live.spec.ts), the service worker offline (pwa.spec.ts, offline.spec.ts), the sheet worker
 * (payout-upload.spec.ts).
 */
test.skip(({ isMobile }) => !isMobile, 'the policy is the same on desktop; one project keeps the run short');

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const fromConsole = (text: string) => {
    if (/Content Security Policy/i.test(text)) violations.push(`console: ${text}`);
  };
  page.on('console', (msg) => fromConsole(msg.text()));
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

test('a supplier signs in and uses the app in all three languages with no Content-Security-Policy violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);

  const first = await page.goto('/login');
  const policy = first?.headers()['content-security-policy'] ?? '';
  // The page is under the policy, or this test would prove nothing.
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'self'");

  await chooseLanguage(page, '简体中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await typeInto(page, '账号', 'supplier01');
  await typeInto(page, '密码', demoPassword);
  await press(page.getByRole('button', { name: '登录' }));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /欢迎，Supplier 01/ })).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto('/order/list/supplier');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
  const filters = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
  await expect(filters).toBeVisible();
  await press(filters.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
  await expect(filters).toBeHidden();
  await press(cards.first().locator('button').first());
  await expect(page.getByTestId('order-detail')).toBeVisible();

  await page.goto('/home');
  await chooseLanguage(page, '繁體中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  // A receiving account's QR code is a data: image.
  await page.goto('/internationalCardToCard/list');
  const account = page.getByTestId('account-card').first();
  await expect(account).toBeVisible();
  await press(account.locator('button').first());
  const qr = page.getByTestId('resource-detail').getByRole('img');
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/profile/list');
  await chooseLanguage(page, '简体中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  expect(violations).toEqual([]);

  // The recorder does hear a violation: a call to another origin is refused and reported.
  const refused = await page.evaluate(() =>
    fetch('https://elsewhere.invalid/').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(refused).toBe('refused');
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('elsewhere.invalid');
});

test('a page on another site that frames the app shows nothing of it', async ({ page, server }) => {
  // Another site (127.0.0.1 beside the app's localhost) serving one page with the app in a frame.
  const other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Other site</title><iframe name="app" src="${server.origin}/login"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const refusals: string[] = [];
    page.on('console', (msg) => {
      if (/frame-ancestors/.test(msg.text())) refusals.push(msg.text());
    });
    const answered = page.waitForResponse((r) => r.url() === `${server.origin}/login`);
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    expect((await answered).headers()['x-frame-options']).toBe('DENY');
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // The browser put its error page in the frame: no app markup, no app script ran there.
    // The frame's name goes with the refused document, so it is found as the page's one child frame.
    await expect.poll(() => page.frames().filter((f) => f.parentFrame() === page.mainFrame()).length).toBe(1);
    const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame())!;
    expect(await frame.locator('#root').count()).toBe(0);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
