// What bench/export.ts runs of the app, built for Node with the app's Lingui macro plugin.
export { orderExport } from '../../src/features/orders/export/declaration.ts';
export { columnFormats, exportCells, exportHeader } from '../../src/lib/sheets/export-decl.ts';
export { pagesOf } from '../../src/lib/sheets/fetch-all-pages.ts';
