// `npm run bench:chunks` (decision 137): how many JavaScript files, and how many KB of them
// compressed, each page loads, from this tree's `dist` as `npm run build` left it (it builds
// nothing). The built server runs on fresh demo data (as in bench:web), and Debian's Chromium
// (/usr/bin/chromium) opens each page with an empty cache and no service worker, signed in as the
// page's account or signed out, and counts the scripts the page fetched from the server until the
// network is idle. The KB are those of the `.br` files beside the scripts in dist (what a browser
// gets over HTTPS), whatever the transport of this run. Asserts nothing.
//
// CHUNKS_FILES=1 also lists each page's files with their compressed size.
import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot } from '../e2e/support/server.ts';
import {
  benchPages as targets,
  type BenchPage,
  checkoutPath,
  signInForBench,
  startServer,
} from './support/web-builds.ts';
import { endSmokeBeforeRun } from './support/smoke.ts';

const quietMs = 3000;
const listFiles = process.env.CHUNKS_FILES === '1';
const dist = join(repoRoot, 'dist');
endSmokeBeforeRun('bench:chunks', { targets: targets.map((t) => t.label), quietMs, listFiles });

/** The compressed size of a built file: its `.br` beside it, or the file itself when it has none. */
function compressedBytes(pathname: string): number {
  const file = join(dist, decodeURIComponent(pathname));
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : existsSync(file) ? statSync(file).size : 0;
}

async function scriptsOf(browser: Browser, origin: string, target: BenchPage): Promise<string[]> {
  // A new context a page: an empty cache, no cookie; service workers blocked, so the precache of
  // every file does not run beside the page.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (target.account) await signInForBench(context, page, origin, target.account);
    const path = target.path === 'checkout' ? await checkoutPath(context, origin) : target.path;
    const scripts = new Set<string>();
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
      scripts.add(new URL(request.url()).pathname);
      lastScriptAt = Date.now();
    });
    // Not `networkidle`: the signed-in pages keep a live connection and poll. Done once no script
    // was asked for in the last 3 s.
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    while (Date.now() - lastScriptAt < quietMs) await page.waitForTimeout(500);
    if (new URL(page.url()).pathname !== path) console.warn(`  ${target.label}: ended on ${page.url()}`);
    return [...scripts];
  } finally {
    await context.close();
  }
}

if (!existsSync(join(dist, 'index.html'))) throw new Error('no dist/index.html: run `npm run build` first');
console.log(`bench:chunks on ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}; starting the built server…`);
const server = await startServer(repoRoot, 'http1');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: string[] = [];
try {
  for (const target of targets) {
    const scripts = await scriptsOf(browser, server.origin, target);
    const sizes = scripts.map((s) => ({ path: s, bytes: compressedBytes(s) }));
    const kb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    rows.push(`| ${target.label} | ${scripts.length} | ${kb.toFixed(1)} KB |`);
    console.log(`  ${target.label}: ${scripts.length} JS files, ${kb.toFixed(1)} KB compressed`);
    if (listFiles) {
      for (const s of sizes.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.path}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('\n| page | JS files | JS compressed (brotli) |');
console.log('|---|---|---|');
for (const row of rows) console.log(row);
