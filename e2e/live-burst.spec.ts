import { expect, test } from './support/fixtures.ts';
import { merchantOrderMaker, swControls } from './support/live-steps.ts';

/**
 * Issue 18 item 5: a system notification never waits for the 5 s repeat. merchant01's server
 * creates 50 orders one after another while admin0001's page is open; the page watches the
 * service worker's notifications and notes when each order's first appears. Before the fix about
 * one in ten was missing until its repeat (Chromium resolved the show and dropped it).
 */
test.skip(({ isMobile }) => !isMobile, 'the on-call admin carries a phone');
test.use({ account: 'admin0001', serviceWorkers: 'allow' });

type Seen = Record<string, number>;

test('shows the system notification of each of 50 orders within 1 s of its create', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications']);
  await page.goto('/home');
  await swControls(page);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');
  // Every 20 ms the page notes the tags it sees for the first time, with the time it saw them.
  await page.evaluate(() => {
    const seen: Seen = {};
    (window as unknown as { e2eSeen: Seen }).e2eSeen = seen;
    setInterval(() => {
      void navigator.serviceWorker.ready.then(async (r) => {
        const now = Date.now();
        for (const n of await r.getNotifications()) seen[n.tag] ??= now;
      });
    }, 20);
  });

  const api = await playwright.request.newContext({ baseURL });
  const createOrder = await merchantOrderMaker(api);
  const created: { code: string; at: number }[] = [];
  for (let i = 0; i < 50; i++) {
    const at = Date.now();
    created.push({ code: await createOrder(`BURST${i}-`), at });
  }
  const seenOf = () => page.evaluate(() => ({ ...(window as unknown as { e2eSeen: Seen }).e2eSeen }));
  // Past 1 s after the last create, the next thing to show a notification would be the repeat.
  await page.waitForTimeout(Math.max(0, created.at(-1)!.at + 1_500 - Date.now()));
  const seen = await seenOf();
  const late = created.map((c, i) => ({ i, code: c.code, ms: seen[c.code] === undefined ? null : seen[c.code]! - c.at })).filter((d) => d.ms === null || d.ms > 1_000);
  const delays = created.map((c) => (seen[c.code] ?? Infinity) - c.at).sort((a, b) => a - b);
  test.info().annotations.push({ type: 'notification after create', description: `median ${delays[25]} ms, max ${delays.at(-1)} ms` });
  expect(late).toEqual([]);
  await api.dispose();
});
