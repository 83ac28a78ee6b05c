import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the app installs a service worker and opens offline', async ({ page, context }) => {
  await page.goto('/login');
  // The worker takes control once installed (clientsClaim), having precached the build.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
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
