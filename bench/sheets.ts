// `npm run bench:sheets`: parses 20,000-row CSV and XLSX payout files in the sheet worker inside
// headless Chromium (/usr/bin/chromium, never a downloaded browser) and prints the parse times and
// the longest main-thread task meanwhile (PerformanceObserver 'longtask'; target: none over 50 ms).
// It builds a one-file page with Vite (same worker bundling as the app: `new Worker(new URL(…))`)
// into a temporary folder and serves it on a free port of 127.0.0.1 (never 4173, which e2e uses).
// Prints figures; asserts nothing. BENCH_ROWS changes the row count.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import writeXlsxFile from 'write-excel-file/node';
import { setting } from './support/smoke.ts';

const rowCount = setting('BENCH_ROWS', 20_000, 100);
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const header = ['姓名', '卡号', '开户行', '地址', '金额', 'IFSC', 'UPI'];
const row = (i: number) => [
  `张三${i}`,
  `62170000${String(i).padStart(8, '0')}`,
  '中国银行北京分行',
  '北京市海淀区中关村大街1号',
  `${(i % 900) + 1}.25`,
  'HDFC0001234',
  `user${i}@okhdfc`,
];

/** The page: runs each case after the previous one and leaves the figures on window.benchResult. */
const pageScript = (rows: number) => `
import { parseSheet } from ${JSON.stringify(join(root, 'src/lib/sheets/parse.ts'))};
import { rowChunk, withSheetWorker } from ${JSON.stringify(join(root, 'src/lib/sheets/worker-client.ts'))};
import { exportSheet } from ${JSON.stringify(join(root, 'src/lib/sheets/export.ts'))};

const longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function measure(name, task) {
  await pause(200);
  const t0 = performance.now();
  const detail = await task();
  const t1 = performance.now();
  // Long task entries arrive after the task ends.
  await pause(200);
  const during = longTasks.filter((t) => t.end >= t0 && t.start <= t1);
  return { name, ms: t1 - t0, longestTaskMs: Math.max(0, ...during.map((t) => t.duration)), longTasks: during.length, detail };
}

async function parseCase(name, url, fileName) {
  const file = new File([await (await fetch(url)).blob()], fileName);
  return measure(name, async () => {
    const r = await parseSheet(file, { kind: 'payout', maxRows: ${rows} });
    return r.fileError ? 'file error ' + r.fileError.id : r.rows.length + ' rows, ' + r.invalidCount + ' invalid';
  });
}

async function buildCase(name, format) {
  const header = ['姓名', '卡号', '金额'];
  const rows = Array.from({ length: ${rows} }, (_, i) => ['李四' + i, '6217' + i, i / 100]);
  // exportSheet's path without the download: rows sent in chunks, the file built in the worker.
  return measure(name, async () => {
    const blob = await withSheetWorker(async (api) => {
      const id = await api.startExport(format, header);
      for (let i = 0; i < rows.length; i += rowChunk) await api.addExportRows(id, rows.slice(i, i + rowChunk));
      return api.finishExport(id);
    });
    return blob.size + ' bytes';
  });
}

// The whole export path once, download included (the bench prints what the browser received).
window.exportSample = (format) =>
  exportSheet({ format, fileName: '资金记录', header: ['名称', '金额'], rows: [['张三', -12.5], ['李四', 30]] });

window.runBench = async () => [
  await parseCase('CSV, cold worker', '/payouts.csv', 'payouts.csv'),
  await parseCase('XLSX', '/payouts.xlsx', 'payouts.xlsx'),
  await parseCase('CSV, warm worker', '/payouts.csv', 'payouts.csv'),
  await parseCase('XLSX, again', '/payouts.xlsx', 'payouts.xlsx'),
  await buildCase('build CSV export', 'csv'),
  await buildCase('build XLSX export', 'xlsx'),
];
`;

const mime: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

interface CaseResult {
  name: string;
  ms: number;
  longestTaskMs: number;
  longTasks: number;
  detail: string;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'sheets-bench-'));
  const dist = join(work, 'dist');
  try {
    writeFileSync(
      join(work, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>sheets bench</title><script type="module" src="./main.js"></script>',
    );
    writeFileSync(join(work, 'main.js'), pageScript(rowCount));
    await build({ root: work, configFile: false, logLevel: 'warn', build: { outDir: dist, target: 'es2022' } });

    const rows = [header, ...Array.from({ length: rowCount }, (_, i) => row(i + 1))];
    writeFileSync(join(dist, 'payouts.csv'), '\uFEFF' + Papa.unparse(rows));
    writeFileSync(join(dist, 'payouts.xlsx'), await writeXlsxFile(rows).toBuffer());

    const server = await serve(dist);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction('typeof window.runBench === "function"');
      const results = (await page.evaluate('window.runBench()')) as CaseResult[];
      // A busy machine stretches every task; the load says how far to trust the figures.
      const load = loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      console.log(
        `sheet worker, ${rowCount} rows (headless Chromium; target: no main-thread task over 50 ms; load ${load} on ${cpus().length} cores)`,
      );
      for (const r of results) {
        const longest =
          r.longTasks === 0 ? 'none over 50 ms' : `${r.longestTaskMs.toFixed(0)} ms (${r.longTasks} over 50 ms)`;
        console.log(
          `${r.name.padEnd(18)} ${r.ms.toFixed(0).padStart(6)} ms   longest main-thread task: ${longest}   ${r.detail}`,
        );
      }
      for (const format of ['csv', 'xlsx']) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.evaluate(`window.exportSample('${format}')`),
        ]);
        const size = statSync(await download.path()).size;
        console.log(`exportSheet ${format.padEnd(4)}      download ${download.suggestedFilename()} (${size} bytes)`);
      }
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
