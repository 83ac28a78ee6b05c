import { expose } from 'comlink';
import type { SheetKind, SheetRowTypes } from '../../src/contract/api/sheet-rows.ts';
import { buildSheet, type BuildSheetInput, type Progress, type SheetCell, type SheetFormat } from './build.ts';
import { parseSheetFile, type ParsedSheetRow, type ParseResult, type ParseSheetOptions } from './parse.ts';

/**
 * The sheet worker (decision 038): parsing uploads and building exports run here so a
 * 20,000-row file never blocks the page. The app loads it through src/lib/sheets/worker-client.ts;
 * parsing and building are plain modules (parse.ts, build.ts) so tests run the same code in Node.
 *
 * Rows cross the thread boundary in chunks: copying 20,000 rows in one message costs the page a
 * single 70-100 ms task (bench/sheets.ts), a chunk of 1,000 a few milliseconds.
 */
const rowChunk = 1_000;

const exports = new Map<number, BuildSheetInput>();
let nextExport = 1;

const api = {
  /** Parses a file; the rows are handed to onRows chunk by chunk and left out of the answer. */
  async parseSheet<K extends SheetKind>(
    file: Blob,
    opts: ParseSheetOptions<K>,
    onRows: (rows: ParsedSheetRow<SheetRowTypes[K]>[]) => Promise<void> | void,
  ): Promise<ParseResult<SheetRowTypes[K]>> {
    const result = await parseSheetFile(file, opts);
    // Awaiting each chunk keeps the page's queue short: one chunk in flight at a time.
    for (let i = 0; i < result.rows.length; i += rowChunk) await onRows(result.rows.slice(i, i + rowChunk));
    return { ...result, rows: [] };
  },
  startExport(format: SheetFormat, header: string[], formats?: (string | null)[]): number {
    const id = nextExport++;
    exports.set(id, { format, header, rows: [], ...(formats ? { formats } : {}) });
    return id;
  },
  addExportRows(id: number, rows: SheetCell[][]): void {
    const input = exports.get(id);
    if (!input) throw new Error(`unknown export ${id}`);
    for (const row of rows) input.rows.push(row);
  },
  async finishExport(id: number, onProgress?: Progress): Promise<Blob> {
    const input = exports.get(id);
    exports.delete(id);
    if (!input) throw new Error(`unknown export ${id}`);
    return buildSheet(input, onProgress);
  },
  /** Forgets an export the page gave up on. */
  dropExport(id: number): void {
    exports.delete(id);
  },
};

export type SheetWorkerApi = typeof api;

expose(api);
