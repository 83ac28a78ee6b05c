// `npm run bench:blocking`: the main thread of a cold load on a slow phone, this build against
// BENCH_BASE's (default HEAD~1), both served at once and loaded in turn so the machine's drift
// falls on both. Each load is a new browser context in Debian's Chromium (phone viewport, touch,
// no service worker, CPU slowed 4x; the local network is not slowed), signed in as the page's
// account; a PerformanceObserver reads the long tasks for 7 s. Prints, per page, the medians of
// BENCH_RUNS loads (default 7): the blocking time after the first contentful paint (the part of
// a task past 50 ms, as Lighthouse's TBT counts it), the blocking time of the whole load, the
// longest task and the first contentful paint. Lighthouse's simulated TBT spreads by hundreds of
// milliseconds between runs of one build; this measures the real browser's tasks, so a change of
// a few tens of milliseconds can be seen. Asserts nothing.
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { median, prepareTree, signInForBench, startServer } from './support/web-builds.ts';
import { endSmokeBeforeRun } from './support/smoke.ts';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const base = process.env.BENCH_BASE ?? 'HEAD~1';

const allPages = [
  { label: 'home, merchant01', path: '/home', account: 'merchant01' },
  { label: 'order list, merchant01', path: '/order/list/merchant', account: 'merchant01' },
  { label: 'home, admin0001', path: '/home', account: 'admin0001' },
  { label: 'order list, admin0001', path: '/order/list', account: 'admin0001' },
] as const;
// BENCH_PAGES=home,order keeps the pages whose label contains one of the words.
const pageWords = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = pageWords ? allPages.filter((p) => pageWords.some((w) => p.label.includes(w))) : allPages;
endSmokeBeforeRun('bench:blocking', { runs, base, pages: pages.map((p) => p.label) });

interface Load {
  afterFcp: number;
  total: number;
  longest: number;
  fcp: number;
}

async function coldLoad(browser: Browser, origin: string, path: string, account: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => {
      // The page's PerformanceObserver (the bench is typed for Node, whose own knows no long tasks).
      type Observer = new (callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => {
        observe(options: { type: string; buffered: boolean }): void;
      };
      const page = globalThis as unknown as { longTasks: [number, number][]; PerformanceObserver: Observer };
      const seen: [number, number][] = [];
      page.longTasks = seen;
      new page.PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await signInForBench(context, page, origin, account);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${path}`);
    await page.waitForTimeout(7000);
    const [tasks, fcp] = await page.evaluate(() => {
      const g = globalThis as unknown as {
        longTasks: [number, number][];
        performance: { getEntriesByName(n: string): { startTime: number }[] };
      };
      return [g.longTasks, g.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0] as const;
    });
    const blocking = (list: readonly (readonly [number, number])[]) =>
      list.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return {
      afterFcp: blocking(tasks.filter(([start]) => start >= fcp)),
      total: blocking(tasks),
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      fcp,
    };
  } finally {
    await context.close();
  }
}

console.log(
  `bench:blocking on ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, ${runs} loads a page and build`,
);
const trees = [prepareTree(null, 'bench-blocking'), ...(base === 'none' ? [] : [prepareTree(base, 'bench-blocking')])];
const servers: { label: string; origin: string; stop: () => Promise<void> }[] = [];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const tree of trees) servers.push({ label: tree.label, ...(await startServer(tree.dir, 'http1')) });
  console.log('| build | page | blocking after FCP | blocking, whole load | longest task | FCP |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages) {
    const loads = new Map(servers.map((s) => [s.label, [] as Load[]]));
    for (let i = 0; i < runs; i++) {
      for (const server of servers)
        loads.get(server.label)!.push(await coldLoad(browser, server.origin, page.path, page.account));
    }
    for (const [label, list] of loads) {
      const m = (k: keyof Load) => Math.round(median(list.map((l) => l[k])));
      console.log(
        `| ${label} | ${page.label} | ${m('afterFcp')} ms | ${m('total')} ms | ${m('longest')} ms | ${m('fcp')} ms |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  for (const tree of trees) tree.cleanup();
}
