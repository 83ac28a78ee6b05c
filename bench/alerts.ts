// `npm run bench:alerts`: how soon a new order's system notification shows (decision 075).
// Starts the real server (the built PWA; `npm run build` first when dist/ is missing) on a free
// port of 127.0.0.1 with the demo data in a temporary folder, opens admin0001's home at 390x844 in
// headless Chromium (/usr/bin/chromium, never a downloaded browser) with notifications allowed,
// then merchant01's server creates BENCH_ORDERS (50) orders one after another through the signed
// merchant API; BENCH_ROUNDS (3) rounds, each on a fresh server (the demo accounts' open-order
// limits take about 70 orders of one product; an order no account can take is not announced). The page notes when each order's notification first
// appears (the service worker's getNotifications, every 20 ms) and whether a repeat showed it.
// Prints the time from each create to its notification per round: median, p95, max, and how
// many came after 1 s or only from a repeat. Asserts nothing (e2e/isolated/live-burst.spec.ts checks that
// none waits for the repeat; docs/performance.md keeps the figures).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { signParams } from '../src/contract/index.ts';
import { demoMerchantKeys } from '../server/seed/demo-users.ts';
import { freePort, repoRoot, startServer } from '../e2e/support/server.ts';
import { endSmokeBeforeRun } from './support/smoke.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const orders = Number(process.env.BENCH_ORDERS ?? 50);
endSmokeBeforeRun('bench:alerts', { rounds, orders });

type Seen = Record<string, { at: number; repeat: boolean }>;

/** Page script: notes each notification tag the first time it is there, and which firing showed it. */
const watcher = `(() => {
  window.benchSeen = {};
  setInterval(() => {
    void navigator.serviceWorker.ready.then(async (r) => {
      const now = Date.now();
      for (const n of await r.getNotifications()) window.benchSeen[n.tag] ??= { at: now, repeat: n.data?.repeat === true };
    });
  }, 20);
})()`;

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

/** One round on a fresh server: the demo accounts' open-order limits take about 70 orders of one product. */
async function round(browserPath: string): Promise<{ delays: number[]; byRepeat: number; missing: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alerts-bench-'));
  const server = await startServer({
    dataDir: join(dataDir, 'db'),
    port: await freePort(),
    logFile: join(dataDir, 'server.log'),
    timeoutMs: 180_000,
  });
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: server.origin });
    const login = await context.request.post('/v1.0/user/login', {
      data: { userName: 'admin0001', password: 'Demo1234' },
    });
    const signedIn = (await login.json()) as { code: number; data: { token: string } };
    if (signedIn.code !== 200) throw new Error('admin0001 could not sign in');
    // The app's sign-in mark (src/lib/api/session.ts), as the login screen leaves it.
    const mark = JSON.stringify({ id: 'bench', expiresAt: Date.now() + 24 * 60 * 60 * 1000 });
    await context.addInitScript(`localStorage.setItem('signedIn', ${JSON.stringify(mark)});`);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto('/home');
    await page.evaluate(`(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    })()`);
    await page
      .locator('[data-testid="live-state"][data-state="connected"]')
      .waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(watcher);

    // merchant01's server, signed in once for its id; each order is a signed create (MD5, its key).
    const merchant = await postJson<{ data: { token: string } }>(`${server.origin}/v1.0/user/login`, {
      userName: 'merchant01',
      password: 'Demo1234',
    });
    const info = await postJson<{ data: { user_id: number } }>(
      `${server.origin}/v1.0/user/getInfo`,
      {},
      { token: merchant.data.token },
    );
    let n = 0;
    const createOrder = async (): Promise<string> => {
      const params = {
        mchId: info.data.user_id,
        productId: 3024,
        mchOrderNo: `BENCH${Date.now()}${n++}`,
        amount: '31400',
        notifyUrl: 'https://merchant.example/notify',
        subject: 'Alert bench',
        clientIp: '203.0.113.7',
      };
      const sign = signParams(params, demoMerchantKeys.merchant01!, (s) => createHash('md5').update(s).digest('hex'));
      const created = await postJson<{ code: number; msg: string; data: { orderCode: string } }>(
        `${server.origin}/v1.0/api/order/create`,
        { ...params, sign },
      );
      if (created.code !== 200) throw new Error(`create refused: ${created.msg}`);
      return created.data.orderCode;
    };

    const created: { code: string; at: number }[] = [];
    for (let i = 0; i < orders; i++) {
      const at = Date.now();
      created.push({ code: await createOrder(), at });
    }
    // Until every one is there, or 30 s after the last create.
    const deadline = Date.now() + 30_000;
    let seen: Seen = {};
    while (Date.now() < deadline) {
      seen = (await page.evaluate('({ ...window.benchSeen })')) as Seen;
      if (created.every((c) => seen[c.code])) break;
      await page.waitForTimeout(100);
    }
    // A missing one: was it given an account? (An order no account takes is not announced.)
    for (const c of created.filter((o) => !seen[o.code])) {
      const res = await fetch(`${server.origin}/v1.0/order/getOrderAllocateInfo?orderCode=${c.code}`, {
        headers: { token: signedIn.data.token },
      });
      console.log(
        `  not shown: ${c.code}, allocation ${JSON.stringify(((await res.json()) as { data: unknown }).data)}`,
      );
    }
    return {
      delays: created.filter((c) => seen[c.code]).map((c) => seen[c.code]!.at - c.at),
      byRepeat: created.filter((c) => seen[c.code]?.repeat).length,
      missing: created.filter((c) => !seen[c.code]).length,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `alerts bench: admin0001's page at 390x844, ${orders} orders a round, each round on a fresh server with the demo data (about 30 s to seed); load ${load()} on ${cpus().length} cores`,
  );
  const all: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    const { delays, byRepeat, missing } = await round('/usr/bin/chromium');
    all.push(...delays);
    console.log(
      `round ${r}: create to notification median ${pct(delays, 50)} ms, p95 ${pct(delays, 95)} ms, max ${Math.max(...delays)} ms; ` +
        `${delays.filter((d) => d > 1000).length} after 1 s, ${byRepeat} shown by a repeat, ${missing} not shown in 30 s; load ${load()}`,
    );
  }
  console.log(
    `all ${all.length}: median ${pct(all, 50)} ms, p95 ${pct(all, 95)} ms, max ${Math.max(...all)} ms, ${all.filter((d) => d > 1000).length} after 1 s`,
  );
}

await main();
