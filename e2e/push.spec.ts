import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Web Push (decision 033) on a phone: the personal center offers push alerts, and a push the
 * service worker receives shows one system notification tagged with the order code. No real push
 * subscription can be made here (no push service), so the message goes in through DevTools, as
 * the push service would deliver it.
 */
test.skip(({ isMobile }) => !isMobile, 'push alerts are for the on-call phone');
test.use({ account: 'admin0001', serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

async function notificationsTagged(page: Page, tag: string): Promise<{ title: string; body: string }[]> {
  return page.evaluate(async (t) => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications({ tag: t })).map((n) => ({ title: n.title, body: n.body }));
  }, tag);
}

test("admin0001 sees push alerts in the personal center, a delivered push shows the order's notification, and tapping it opens the order", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/profile/list');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  const section = page.getByRole('region', { name: /^(Push alerts|push\.titles\.section)$/ });
  await expect(section).toBeVisible();
  await expect(section.getByRole('switch')).toBeVisible();

  // The service worker's registration, as DevTools sees it.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).origin === new URL(page.url()).origin);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const orderCode = `PUSH${Date.now()}`;
  const payload = { type: 'newOrder', orderCode, createTime: new Date().toISOString() };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await expect.poll(() => notificationsTagged(page, orderCode), { timeout: 5_000 }).toHaveLength(1);
  const [shown] = await notificationsTagged(page, orderCode);
  expect(shown!.body).toContain(orderCode);

  // Tapping it: no browser API clicks a system notification, so the service worker itself is
  // handed the click event for the notification it showed (its own notificationclick handler).
  const [sw] = context.serviceWorkers();
  expect(sw).toBeTruthy();
  await sw!.evaluate(async (tag) => {
    // Service worker globals (the e2e files are typed for pages).
    const scope = globalThis as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, orderCode);
  await expect(page).toHaveURL(new RegExp(`/order/list\\?orderCode=${orderCode}$`));
  // The tap closes it: nothing left behind for the other specs' notification counts.
  await expect.poll(() => notificationsTagged(page, orderCode)).toHaveLength(0);
  await cdp.detach();
});
