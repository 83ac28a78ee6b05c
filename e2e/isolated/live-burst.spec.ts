import { OrderStatus } from '../../src/contract/index.ts';
import { expect, test } from '../support/fixtures.ts';
import { merchantOrderPlacer, swControls } from '../support/live-steps.ts';

/**
 * Decision 075: a system notification never waits for the 5 s repeat. merchant01's server
 * creates 50 orders one after another while admin0001's page is open; the page watches the
 * service worker's notifications and notes, for each order, the first one it sees and whether
 * the first firing or a repeat showed it (the worker writes it in the notification's data).
 * Before the fix about one in ten was missing until its repeat (Chromium resolved the show and
 * dropped it). How soon they come is a figure, not a pass mark: `npm run bench:alerts` prints it
 * (on a quiet machine every one within 1 s; a loaded CI machine only delays them all alike).
 * Isolated (a server of its own): the demo accounts' open-order limits take about 70 orders of the
 * product, and an order no account can take is not announced, so other specs' orders on the same
 * server could leave some of the 50 without an account.
 */
test.skip(({ isMobile }) => !isMobile, 'the on-call admin carries a phone');
test.use({ account: 'admin0001', serviceWorkers: 'allow' });

type Seen = Record<string, { at: number; repeat: boolean }>;

test('shows the system notification of each of 50 orders from its first firing, none waiting for the repeat', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await page.goto('/home');
  await swControls(page);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');
  // The socket's states during the burst: a failure says whether a reconnect lost pushes.
  await page.evaluate(() => {
    const states: string[] = [];
    (window as unknown as { e2eStates: string[] }).e2eStates = states;
    const el = document.querySelector('[data-testid="live-state"]')!;
    new MutationObserver(() => states.push(`${new Date().toISOString()} ${el.getAttribute('data-state')}`)).observe(
      el,
      { attributes: true, attributeFilter: ['data-state'] },
    );
  });
  // Every 20 ms the page notes the tags it sees for the first time: when, and which firing showed it.
  await page.evaluate(() => {
    const seen: Seen = {};
    (window as unknown as { e2eSeen: Seen }).e2eSeen = seen;
    setInterval(() => {
      void navigator.serviceWorker.ready.then(async (r) => {
        const now = Date.now();
        for (const n of await r.getNotifications()) {
          seen[n.tag] ??= { at: now, repeat: (n.data as { repeat?: unknown } | null)?.repeat === true };
        }
      });
    }, 20);
  });

  const api = await playwright.request.newContext({ baseURL });
  const placeOrder = await merchantOrderPlacer(api);
  // 50 orders an account took: one no account took is never announced (product 4), so it is placed
  // again rather than counted as a lost alert. A CI run once met 11 of 50 left without an account:
  // on some seed dates supplier01's seeded open orders reserved more than its balance, which the
  // seed now tops up (tests/server/seed.test.ts checks every supplier keeps its margin).
  const created: { code: string; at: number }[] = [];
  const unallocated: string[] = [];
  for (let i = 0; created.length < 50 && i < 100; i++) {
    const at = Date.now();
    const placed = await placeOrder(`BURST${i}-`);
    if (placed.status === OrderStatus.allocated) created.push({ code: placed.orderCode, at });
    else unallocated.push(placed.orderCode);
  }
  expect(created.length, `orders an account took (${unallocated.length} no account took)`).toBe(50);
  const seenOf = () => page.evaluate(() => ({ ...(window as unknown as { e2eSeen: Seen }).e2eSeen }));
  // Only the newest order repeats (each new one replaces the notice), so a dropped first firing of
  // any other order would never show at all, and the newest's would show as a repeat.
  try {
    await expect
      .poll(
        async () => {
          const seen = await seenOf();
          return created.filter((c) => !seen[c.code]).map((c) => c.code);
        },
        { timeout: 90_000, message: 'orders without a system notification' },
      )
      .toEqual([]);
  } catch (e) {
    const states = await page.evaluate(() => (window as unknown as { e2eStates: string[] }).e2eStates.join(', '));
    throw new Error(`${(e as Error).message}\nsocket states during the burst: ${states || 'connected throughout'}`);
  }
  const seen = await seenOf();
  const delays = created.map((c) => seen[c.code]!.at - c.at).sort((a, b) => a - b);
  test.info().annotations.push({
    type: 'notification after create',
    description: `median ${delays[25]} ms, max ${delays.at(-1)} ms`,
  });
  expect(
    created.filter((c) => seen[c.code]!.repeat).map((c) => c.code),
    'orders first shown by a repeat',
  ).toEqual([]);
  await api.dispose();
});
