// `npm run bench:export`: a list export end to end as the app runs it (decision 126), in Node: the
// collection order list read page by page through the real list call by its cursor (100 a page,
// the contract's largest), each row mapped by the page's export declaration, then the CSV and the
// .xlsx built by the sheet worker's own code. PGlite with the demo data (BENCH_ROWS orders, default
// 24,000). Prints rows per second of each step; asserts nothing (docs/performance.md).
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setupI18n } from '@lingui/core';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { OrderPage } from '../src/contract/index.ts';
import type { PageRef } from '../src/lib/sheets/export-decl.ts';
import { startBackend } from '../tests/server/support/backend.ts';
import { buildSheet, type SheetCell } from '../workers/sheet/build.ts';
import { setting } from './support/smoke.ts';

// The declarations use Lingui macros: built for Node with the app's Babel plugin, as the sign-in
// prerender is (scripts/prerender-sign-in.ts).
const outDir = fileURLToPath(new URL('../node_modules/.cache/bench-export/', import.meta.url));
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  build: {
    ssr: fileURLToPath(new URL('./support/export-entry.ts', import.meta.url)),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});
const app = (await import(
  pathToFileURL(`${outDir}export-entry.js`).href
)) as typeof import('./support/export-entry.ts');
const { orderExport, columnFormats, exportCells, exportHeader, pagesOf } = app;

const rowCount = setting('BENCH_ROWS', 24_000, 200);
const rate = (rows: number, ms: number) => `${Math.round((rows / ms) * 1000).toLocaleString('en-US')} rows/s`;

const b = await startBackend('pglite', { orderCount: rowCount, now: new Date() });
try {
  const token = await b.sessionFor('admin0001');
  const fetchPage = async (ref: PageRef) => {
    const res = await b.call<OrderPage>(
      'GET',
      '/v1.0/order/getList',
      { pageNum: 100, ...(ref.cursor ? { cursor: ref.cursor } : {}) },
      { token },
    );
    if (res.code !== 200) throw new Error(`list call failed: ${res.code} ${res.msg}`);
    return res.data;
  };
  const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  const decl = orderExport('admin');

  const t0 = performance.now();
  const cells: SheetCell[][] = [];
  let pages = 0;
  let mapMs = 0;
  for await (const page of pagesOf(fetchPage, new AbortController().signal)) {
    pages += 1;
    const m0 = performance.now();
    for (const row of page.rows) cells.push(exportCells(i18n, decl.columns, row));
    mapMs += performance.now() - m0;
  }
  const fetchMs = performance.now() - t0 - mapMs;
  const header = exportHeader(i18n, decl.columns);
  const formats = columnFormats(decl.columns);

  const c0 = performance.now();
  const csv = await buildSheet({ format: 'csv', header, rows: cells, formats });
  const csvMs = performance.now() - c0;
  const x0 = performance.now();
  const xlsx = await buildSheet({ format: 'xlsx', header, rows: cells, formats });
  const xlsxMs = performance.now() - x0;

  const n = cells.length;
  console.log(
    `export of ${n.toLocaleString('en-US')} collection orders in ${pages} pages (${decl.columns.length} columns)`,
  );
  console.log(`  fetch (list call by cursor, PGlite in process): ${Math.round(fetchMs)} ms, ${rate(n, fetchMs)}`);
  console.log(`  map rows to cells (labels, times, amounts):     ${Math.round(mapMs)} ms, ${rate(n, mapMs)}`);
  console.log(`  build CSV:  ${Math.round(csvMs)} ms, ${rate(n, csvMs)}, ${(csv.size / 1e6).toFixed(1)} MB`);
  console.log(`  build XLSX: ${Math.round(xlsxMs)} ms, ${rate(n, xlsxMs)}, ${(xlsx.size / 1e6).toFixed(1)} MB`);
  console.log(`  end to end, CSV:  ${rate(n, fetchMs + mapMs + csvMs)}`);
  console.log(`  end to end, XLSX: ${rate(n, fetchMs + mapMs + xlsxMs)}`);
} finally {
  await b.close();
  rmSync(outDir, { recursive: true, force: true });
}
