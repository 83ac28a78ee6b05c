import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { apiLogin } from './support/shell-helpers.ts';
import { merchantCreatesOrder } from './support/live-steps.ts';
import { freePort, startServer, type RunningServer } from './support/server.ts';
import { signInContext } from './support/session.ts';

/**
 * The live worker's reconnect against a server that really goes away (decision 027): a SharedWorker's
 * own socket is out of reach of context.setOffline and context.route, so this test runs a server
 * of its own (a free port, its own PGlite folder), stops it, and starts it again on the same port.
 */
test.skip(({ isMobile }) => !isMobile, 'one project is enough: the worker is the same on both');

let port = 0;
let origin = '';
let dataDir = '';
let server: RunningServer | null = null;

/** The same port and folder each time: the page's worker reconnects to the address it knew. */
async function startOwnServer(): Promise<void> {
  server = await startServer({ dataDir, port, logFile: `${dataDir}.log`, seedDemo: false, timeoutMs: 30_000 });
  origin = server.origin;
}

async function stopOwnServer(): Promise<void> {
  const running = server;
  server = null;
  await running?.stop();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Seeded here with a few orders: the server's own first start would seed 24,000.
  dataDir = await mkdtemp(join(tmpdir(), 'bo-live-reconnect-'));
  const database = await openDatabase({ dataDir });
  await seedDemoIfEmpty(database.db, { orderCount: 20 });
  await database.close();
  port = await freePort();
  await startOwnServer();
});

test.afterAll(async () => {
  await stopOwnServer();
  if (!dataDir) return;
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}.log`, { force: true });
});

test('the live connection goes to error or closed when its server stops, and reconnects and alerts when it is back', async ({
  browser,
  playwright,
}) => {
  // A server start (tsx, PGlite) and the backoff's next attempt, on a loaded machine.
  test.setTimeout(75_000);
  const api = await playwright.request.newContext({ baseURL: origin });
  const token = await apiLogin(api, 'admin0001');
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await signInContext(context, origin, token);
  await context.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  const page = await context.newPage();
  await page.goto('/home');
  const state = page.getByTestId('live-state');
  await expect(state).toHaveAttribute('data-state', 'connected');
  // Every state the tab is told, in order, to see the ones in between.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { liveStates: string[] }).liveStates = seen;
    const mark = document.querySelector('[data-testid="live-state"]')!;
    new MutationObserver(() => seen.push(mark.getAttribute('data-state') ?? '')).observe(mark, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  const states = () => page.evaluate(() => (window as unknown as { liveStates: string[] }).liveStates);

  await stopOwnServer();
  await expect(state).not.toHaveAttribute('data-state', 'connected');
  await expect.poll(states).toEqual(expect.arrayContaining([expect.stringMatching(/^(error|closed)$/)]));

  await startOwnServer();
  // Backoff 1, 2, 4, 8 s between attempts: the next one after the restart connects.
  await expect(state).toHaveAttribute('data-state', 'connected', { timeout: 25_000 });
  expect((await states()).at(-1)).toBe('connected');

  // Connected for real: the restarted server's next order reaches the tab.
  const orderCode = await merchantCreatesOrder(api, 'RECO');
  await expect(page.getByTestId('live-notice')).toHaveAttribute('data-order-code', orderCode);
  await context.close();
  await api.dispose();
});
