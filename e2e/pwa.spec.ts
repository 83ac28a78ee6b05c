import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';

import { swControls } from './support/live-steps.ts';
import { press } from './support/shell-helpers.ts';

test.use({ serviceWorkers: 'allow' });

test('the app installs a service worker and opens offline', async ({ page, context }) => {
  await page.goto('/login');
  // The worker takes control once installed (clientsClaim), having precached the build.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? ((await (await fetch(href)).json()) as { icons: { purpose?: string }[] }) : null;
  });
  expect(manifest?.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  await context.setOffline(true);
  // A deep link works offline too: the navigation fallback serves index.html for app routes.
  await page.goto('/googleVerify');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^(登录|登入|Sign in)$/ })).toBeVisible();
  await context.setOffline(false);
});

test.describe('install and update', () => {
  test.skip(({ isMobile }) => !isMobile, 'the same code on desktop; one project keeps the run short');
  test.use({ account: 'admin0001' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  });

  test('a deployed service worker waits until the person agrees to reload, and reloading activates it', async ({
    page,
  }) => {
    await page.goto('/home');
    await swControls(page);
    // A deployment: the served sw.js changes (the server reads dist/ on each request).
    const swFile = resolve('dist/sw.js');
    const original = await readFile(swFile, 'utf8');
    const build = `e2e-${Date.now()}`;
    try {
      await writeFile(
        swFile,
        `${original}\nself.addEventListener('message', (e) => { if (e.data === 'E2E_BUILD') e.source.postMessage('${build}'); });\n`,
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const dialog = page.getByRole('dialog').filter({ hasText: 'A new version is ready. Reload now?' });
      await expect(dialog).toBeVisible();
      // Not taken over silently: the old worker still controls the page while the new one waits.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );

      const reloaded = page.waitForEvent('load');
      await press(dialog.getByRole('button', { name: 'Reload' }));
      await reloaded;
      await swControls(page);
      const answered = await page.evaluate(
        () =>
          new Promise<unknown>((done) => {
            navigator.serviceWorker.addEventListener('message', (e) => done(e.data), { once: true });
            navigator.serviceWorker.controller?.postMessage('E2E_BUILD');
          }),
      );
      expect(answered).toBe(build);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        false,
      );
    } finally {
      await writeFile(swFile, original);
    }
  });

  test('the personal center offers installing once the browser does, and the manifest follows the language', async ({
    page,
  }) => {
    await page.goto('/profile/list');
    const section = page.getByRole('region', { name: named('Install the app', 'pwa.titles.install') });
    await expect(page.getByRole('region', { name: 'Push alerts' })).toBeVisible();
    await expect(section).toHaveCount(0);

    // Chromium's offer, as it fires it once the install criteria are met.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      offer.prompt = async () => {
        (window as unknown as { e2ePrompted: boolean }).e2ePrompted = true;
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(offer);
    });
    await press(section.getByRole('button', { name: named('Install', 'pwa.buttons.install') }));
    expect(await page.evaluate(() => (window as unknown as { e2ePrompted?: boolean }).e2ePrompted)).toBe(true);
    await expect(section).toContainText(/Installed\.|pwa\.texts\.installed/);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      return { href, body: (await (await fetch(href)).json()) as { name: string; lang: string; theme_color: string } };
    });
    expect(manifest.href).toBe('/manifest.en-US.webmanifest');
    // The product's one name, as the sign-in page and the menu say it (the server puts SysFlag in).
    expect(manifest.body).toMatchObject({
      name: 'PayHub',
      short_name: 'PayHub',
      lang: 'en-US',
      theme_color: '#1677ff',
    });
  });

  test('iPhone Safari shows the add-to-home-screen steps once, until dismissed', async ({ browser, sessions }) => {
    const context = await browser.newContext({
      storageState: sessions.admin0001,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    const page = await context.newPage();
    await page.goto('/home');
    const hint = page.getByRole('complementary', { name: named('Add to Home Screen', 'pwa.titles.iosHint') });
    await expect(hint).toContainText(/Add to Home Screen|pwa\.texts\.iosStep2/);
    await press(hint.getByRole('button', { name: named('Got it', 'pwa.buttons.gotIt') }));
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('live-state')).toBeAttached();
    await expect(hint).toHaveCount(0);
    // The personal center keeps the steps for later.
    await page.goto('/profile/list');
    await expect(page.getByRole('region', { name: named('Install the app', 'pwa.titles.install') })).toContainText(
      /Add to Home Screen|pwa\.texts\.iosStep2/,
    );
    await context.close();
  });
});
