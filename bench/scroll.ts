// `npm run bench:scroll`: the order list on a slow phone (decision 082). Starts the real server
// (the built PWA; `npm run build` first when dist/ is missing) on a free port of 127.0.0.1 with
// the demo data in a temporary folder, signs in admin0001 in headless Chromium (/usr/bin/chromium,
// never a downloaded browser) at 390x844 with the CPU slowed 4x (CDP), scrolls the order list until
// BENCH_SCROLL_ROWS (10,000) rows are loaded, then scrolls the loaded rows top to bottom and back.
// Prints rows, requests, times, the longest main-thread task and the tasks over 50 ms of each
// phase (PerformanceObserver 'longtask'), and what IndexedDB was given to write. Asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, repoRoot, startServer } from '../e2e/support/server.ts';
import { endSmokeBeforeRun } from './support/smoke.ts';

const targetRows = Number(process.env.BENCH_SCROLL_ROWS ?? 10_000);
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 4);
endSmokeBeforeRun('bench:scroll', { targetRows, cpuRate });

/**
 * Page script, from the page's first script on: long tasks, and each IndexedDB put with the time it
 * held the main thread (a put's structured clone runs inside the call). Page scripts are text here:
 * the server's TypeScript project has no DOM types.
 */
const recorder = `
  window.benchTasks = [];
  window.benchPuts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.benchTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    const t0 = performance.now();
    try {
      return put.apply(this, args);
    } finally {
      window.benchPuts.push({ at: t0, ms: performance.now() - t0 });
    }
  };
`;

interface Phase {
  from: number;
  to: number;
}

async function phaseFigures(page: Page, phase: Phase) {
  // A long task's entry arrives after it ends.
  await page.waitForTimeout(500);
  const figures = await page.evaluate(`(() => {
    const tasks = window.benchTasks.filter((t) => t.start + t.duration >= ${phase.from} && t.start <= ${phase.to});
    const puts = window.benchPuts.filter((p) => p.at >= ${phase.from} && p.at <= ${phase.to});
    return { longest: Math.max(0, ...tasks.map((t) => t.duration)), over50: tasks.length, puts: puts.length, longestPut: Math.max(0, ...puts.map((p) => p.ms)) };
  })()`);
  return figures as { longest: number; over50: number; puts: number; longestPut: number };
}

/** Page script: the element that scrolls the list (the layout's page pane). Text, so no compiler helper rides along. */
const scrollerOf = `(() => {
  let node = document.querySelector('[data-index]')?.parentElement ?? null;
  while (node && !['auto', 'scroll'].includes(getComputedStyle(node).overflowY)) node = node.parentElement;
  if (!node) throw new Error('no scrolling pane around the list');
  return node;
})()`;

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'scroll-bench-'));
  console.log('seeding the demo data (about 30 s)…');
  const server = await startServer({
    dataDir: join(dataDir, 'db'),
    port: await freePort(),
    logFile: join(dataDir, 'server.log'),
    timeoutMs: 180_000,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const login = await context.request.post('/v1.0/user/login', {
      data: { userName: 'admin0001', password: 'Demo1234' },
    });
    if (((await login.json()) as { code: number }).code !== 200) throw new Error('admin0001 could not sign in');
    // The app's sign-in mark (src/lib/api/session.ts), as the login screen leaves it.
    const mark = JSON.stringify({ id: 'bench', expiresAt: Date.now() + 24 * 60 * 60 * 1000 });
    await context.addInitScript(`localStorage.setItem('signedIn', ${JSON.stringify(mark)});`);
    await context.addInitScript(recorder);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    // Rows are counted once each: a refetch (a live event invalidates the list) brings the same ids again.
    let requests = 0;
    const ids = new Set<number>();
    page.on('response', (res) => {
      if (!res.url().includes('/v1.0/order/getList') || !res.ok()) return;
      requests++;
      void res.json().then(
        (body: { data?: { list?: { id: number }[] } }) => body.data?.list?.forEach((o) => ids.add(o.id)),
        () => undefined,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

    await page.goto('/order/list');
    await page.locator('[data-index]').first().waitFor({ timeout: 120_000 });

    // Phase 1: scroll to the end of what is loaded until the list holds the target.
    const load: Phase = { from: (await page.evaluate('performance.now()')) as number, to: 0 };
    const started = Date.now();
    let reported = 0;
    while (ids.size < targetRows && Date.now() - started < 15 * 60_000) {
      await page.evaluate(`${scrollerOf}.scrollTo(0, 1e9)`);
      await page.waitForTimeout(100);
      if (ids.size >= reported + 2000)
        console.log(
          `  ${(reported = ids.size)} rows, ${requests} requests, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    load.to = (await page.evaluate('performance.now()')) as number;
    const loadMs = Date.now() - started;
    const loadFigures = await phaseFigures(page, load);
    const loadedRequests = requests;
    const loadedRows = ids.size;
    // Let the last pages reach IndexedDB before the cached scroll.
    await page.waitForTimeout(3000);

    // Phase 2: the loaded rows, a screen a frame, down to just short of the end (no page more) and back up.
    const scroll: Phase = { from: (await page.evaluate('performance.now()')) as number, to: 0 };
    const scrollStarted = Date.now();
    const frames = (await page.evaluate(`(async () => {
      const pane = ${scrollerOf};
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const bottom = pane.scrollHeight - pane.clientHeight - 4000;
      let n = 0;
      for (let y = 0; y <= bottom; y += pane.clientHeight) { pane.scrollTo(0, y); await frame(); n++; }
      for (let y = bottom; y >= 0; y -= pane.clientHeight) { pane.scrollTo(0, y); await frame(); n++; }
      return n;
    })()`)) as number;
    scroll.to = (await page.evaluate('performance.now()')) as number;
    const scrollMs = Date.now() - scrollStarted;
    const scrollFigures = await phaseFigures(page, scroll);

    const stored = (await page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction('keyval').objectStore('keyval').getAll();
        all.onsuccess = () => {
          const sizes = all.result.map((v) => JSON.stringify(v).length);
          resolve({ count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) });
        };
      };
    })`)) as { count: number; bytes: number; largest: number };

    const load5 = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `order list bench: admin0001, 390x844, CPU ${cpuRate}x slower (CDP), headless Chromium; load ${load5} on ${cpus().length} cores`,
    );
    console.log(
      `loading:  ${loadedRows} rows in ${loadedRequests} requests, ${(loadMs / 1000).toFixed(1)} s; longest task ${ms(loadFigures.longest)}, ${loadFigures.over50} tasks over 50 ms; ${loadFigures.puts} IndexedDB puts, longest ${ms(loadFigures.longestPut)}`,
    );
    console.log(
      `scrolling ${loadedRows} cached rows down and up: ${frames} frames in ${(scrollMs / 1000).toFixed(1)} s, ${requests - loadedRequests} requests; longest task ${ms(scrollFigures.longest)}, ${scrollFigures.over50} tasks over 50 ms; ${scrollFigures.puts} IndexedDB puts`,
    );
    console.log(
      `IndexedDB holds ${stored.count} records, ${(stored.bytes / 1e6).toFixed(2)} MB as JSON, the largest ${(stored.largest / 1e3).toFixed(0)} KB`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
