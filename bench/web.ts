// `npm run bench:web` (decision 061): Lighthouse 12.8 with its mobile defaults (simulated
// 150 ms round trip, 1.6 Mbit/s, 4x CPU slowdown) BENCH_RUNS times (default 3) on the sign-in page,
// and on home and the order list signed in as merchant01 and admin0001, against this tree's build
// and the build of BENCH_BASE (default HEAD~1; `none` skips it) for comparison. Each build is
// served with compression by its own server on its own demo data, on a free port of 127.0.0.1,
// and driven in Debian's Chromium (/usr/bin/chromium, never a downloaded browser). Prints the
// medians (performance score, LCP, FCP, TBT, CLS), the accessibility score (decision 100: 100 is
// the aim on these pages) and the compressed JavaScript each page loads.
// Every run starts with an empty HTTP cache and no service worker; asserts nothing.
//
// BENCH_LOAD says under which load each page is measured: `quiet,contended` (default) measures
// every page twice in the one run, once as the machine is and once beside a CPU burner the bench
// starts (a worker thread spinning on one core, as a busy phone or a shared server has), so the two
// builds are compared under the same contention; `quiet` or `contended` keeps one.
//
// BENCH_PROTOCOL says how the browser reaches the server: `h2` (default) as a deployment serves
// it, through a TLS proxy speaking HTTP/2 (bench/support/tls-proxy.ts; the server trusts it as
// TRUST_PROXY says), or `http1`, the server's own plain HTTP/1.1, where the browser fetches at
// most six files at a time and each of the app's many small chunks waits its turn.
import { Worker } from 'node:worker_threads';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import {
  benchPages,
  type BenchPage,
  checkoutPath,
  freePort,
  median,
  prepareTree,
  signInForBench,
  startServer,
  type Protocol,
} from './support/web-builds.ts';
import { endSmokeBeforeRun } from './support/smoke.ts';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = process.env.BENCH_BASE ?? 'HEAD~1';

// BENCH_PAGES=home,order keeps the pages whose label contains one of the words (for a quick look).
const pageWords = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const targets = pageWords ? benchPages.filter((t) => pageWords.some((w) => t.label.includes(w))) : benchPages;
// BENCH_LHR_DIR keeps each run's whole Lighthouse report there, to read what a page waited for.
const lhrDir = process.env.BENCH_LHR_DIR;
const protocolAsked = process.env.BENCH_PROTOCOL ?? 'h2';
if (protocolAsked !== 'h2' && protocolAsked !== 'http1')
  throw new Error(`BENCH_PROTOCOL is h2 or http1, not ${protocolAsked}`);
const protocol: Protocol = protocolAsked;
type Load = 'quiet' | 'contended';
const loads = (process.env.BENCH_LOAD ?? 'quiet,contended').split(',').filter(Boolean);
for (const l of loads)
  if (l !== 'quiet' && l !== 'contended') throw new Error(`BENCH_LOAD lists quiet and contended, not ${l}`);
const loadsAsked = loads as Load[];
endSmokeBeforeRun('bench:web', { runs, base, targets: targets.map((t) => t.label), protocol, loads: loadsAsked });

/** A worker thread spinning on one core until stopped: the contention of a busy machine. */
function startBurner(): () => Promise<void> {
  const worker = new Worker('for (;;) {}', { eval: true });
  return async () => {
    await worker.terminate();
  };
}

interface Figures {
  score: number;
  /** Lighthouse's accessibility category, 0 to 100. */
  a11y: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
}

/** Empty cache, no service worker; signed in as `account` (cookie and the app's mark) or signed out. */
async function prepareSession(context: BrowserContext, origin: string, account: BenchPage['account']) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCookies');
  if (account) await signInForBench(context, page, origin, account);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function measure(
  context: BrowserContext,
  port: number,
  origin: string,
  target: BenchPage,
): Promise<Figures | null> {
  await prepareSession(context, origin, target.account);
  // Storage is reset by prepareSession, which keeps the session Lighthouse's own reset would drop.
  const result = await lighthouse(`${origin}${target.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`no Lighthouse result for ${target.label}`);
  const { lhr } = result;
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    writeFileSync(join(lhrDir, `${target.label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    // A run Lighthouse could not finish (seen: NO_LCP once in 30) is said and left out of the medians.
    console.warn(`  ${target.label}: run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
    return null;
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number; url?: string }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url?.startsWith(origin));
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== target.path) {
    console.warn(`  ${target.label}: ended on ${lhr.finalDisplayedUrl}`);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
  };
}

async function benchTree(label: string, dir: string): Promise<Map<string, Figures>> {
  const server = await startServer(dir, protocol);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    // The TLS proxy's certificate is self-signed.
    ignoreHTTPSErrors: protocol === 'h2',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      ...(protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const medians = new Map<string, Figures>();
  try {
    for (const load of loadsAsked) {
      const stopBurner = load === 'contended' ? startBurner() : null;
      try {
        for (const declared of targets) {
          const target =
            declared.path === 'checkout' ? { ...declared, path: await checkoutPath(context, server.origin) } : declared;
          const all: Figures[] = [];
          // A failed run is run again, at most `runs` times over.
          for (let i = 0; all.length < runs && i < 2 * runs; i++) {
            const figures = await measure(context, port, server.origin, target);
            if (figures) all.push(figures);
          }
          if (all.length === 0) throw new Error(`${label} · ${target.label}: no Lighthouse run finished`);
          const pick = (k: keyof Figures) => median(all.map((f) => f[k]));
          const m: Figures = {
            score: pick('score'),
            a11y: pick('a11y'),
            lcp: pick('lcp'),
            fcp: pick('fcp'),
            tbt: pick('tbt'),
            cls: pick('cls'),
            jsKb: pick('jsKb'),
            jsFiles: pick('jsFiles'),
          };
          const key = loadsAsked.length > 1 || load === 'contended' ? `${target.label}, ${load}` : target.label;
          medians.set(key, m);
          console.log(
            `  ${label} · ${key}: score ${m.score} (runs ${all.map((f) => f.score).join(', ')}), accessibility ${m.a11y}, LCP ${(m.lcp / 1000).toFixed(2)} s, JS ${m.jsKb.toFixed(1)} KB`,
          );
        }
      } finally {
        await stopBurner?.();
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
  return medians;
}

function printTable(results: { label: string; medians: Map<string, Figures> }[]) {
  console.log(
    `\nmedians of ${runs} Lighthouse runs (mobile, simulated throttling) over ${protocol === 'h2' ? 'HTTPS and HTTP/2 through a TLS proxy' : "the server's plain HTTP/1.1"}; JS = compressed JavaScript the page loaded`,
  );
  console.log('| build | page | score | accessibility | LCP | FCP | TBT | CLS | JS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { label, medians } of results) {
    for (const [page, m] of medians) {
      console.log(
        `| ${label} | ${page} | ${m.score} | ${m.a11y} | ${(m.lcp / 1000).toFixed(2)} s | ${(m.fcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} KB in ${m.jsFiles} files |`,
      );
    }
  }
}

console.log(
  `bench:web on ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, ${runs} runs a page, ${protocol}, ${loadsAsked.join(' and ')}`,
);
const results: { label: string; medians: Map<string, Figures> }[] = [];
for (const rev of [null, base === 'none' ? undefined : base]) {
  if (rev === undefined) continue;
  const tree = prepareTree(rev, 'bench-web');
  try {
    if (!existsSync(join(tree.dir, 'dist', 'index.html')))
      throw new Error(`${tree.label}: the build wrote no dist/index.html`);
    results.push({ label: tree.label, medians: await benchTree(tree.label, tree.dir) });
  } finally {
    tree.cleanup();
  }
}
printTable(results);
