import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { apiLogin } from './support/shell-helpers.ts';
import { merchantCreatesOrder } from './support/live-steps.ts';

/**
 * The live worker's reconnect against a server that really goes away (issue 5): a SharedWorker's
 * own socket is out of reach of context.setOffline and context.route, so this test runs a server
 * of its own (another port, its own PGlite folder), stops it, and starts it again.
 */
test.skip(({ isMobile }) => !isMobile, 'one project is enough: the worker is the same on both');

const port = 4191;
const origin = `http://localhost:${port}`;
let dataDir = '';
let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKIP_BUILD: 'true', SEED_DEMO: 'false' },
    stdio: 'ignore',
  });
  server = child;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`own server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('own server did not start within 30 s');
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Seeded here with a few orders: the server's own first start would seed 24,000.
  dataDir = await mkdtemp(join(tmpdir(), 'bo-live-reconnect-'));
  const database = await openDatabase({ dataDir });
  await seedDemoIfEmpty(database.db, { orderCount: 20 });
  await database.close();
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('the live connection goes to error or closed when its server stops, and reconnects and alerts when it is back', async ({ browser, playwright }) => {
  // A server start (tsx, PGlite) and the backoff's next attempt, on a loaded machine.
  test.setTimeout(75_000);
  const api = await playwright.request.newContext({ baseURL: origin });
  const token = await apiLogin(api, 'admin0001');
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'token', value: token, url: origin }]);
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('lang', 'en-US');
  }, token);
  const page = await context.newPage();
  await page.goto('/home');
  const state = page.getByTestId('live-state');
  await expect(state).toHaveAttribute('data-state', 'connected');
  // Every state the tab is told, in order, to see the ones in between.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { liveStates: string[] }).liveStates = seen;
    const mark = document.querySelector('[data-testid="live-state"]')!;
    new MutationObserver(() => seen.push(mark.getAttribute('data-state') ?? '')).observe(mark, { attributes: true, attributeFilter: ['data-state'] });
  });
  const states = () => page.evaluate(() => (window as unknown as { liveStates: string[] }).liveStates);

  await stopServer();
  await expect(state).not.toHaveAttribute('data-state', 'connected');
  await expect.poll(states).toEqual(expect.arrayContaining([expect.stringMatching(/^(error|closed)$/)]));

  await startServer();
  // Backoff 1, 2, 4, 8 s between attempts: the next one after the restart connects.
  await expect(state).toHaveAttribute('data-state', 'connected', { timeout: 25_000 });
  expect((await states()).at(-1)).toBe('connected');

  // Connected for real: the restarted server's next order reaches the tab.
  const orderCode = await merchantCreatesOrder(api, 'RECO');
  await expect(page.getByTestId('live-notice')).toHaveAttribute('data-order-code', orderCode);
  await context.close();
  await api.dispose();
});
