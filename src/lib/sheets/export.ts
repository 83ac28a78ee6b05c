import type { SheetCell, SheetFormat } from '../../../workers/sheet/build.ts';
import { rowChunk, withSheetWorker, workerCallback } from './worker-client.ts';

/** Long enough for the browser to start reading the file before its URL is released. */
const revokeAfterMs = 30_000;

export function fileNameWithExtension(fileName: string, format: SheetFormat): string {
  const base = fileName.trim() || 'export';
  return base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;
}

/** Hands a finished file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/**
 * Builds a CSV (UTF-8 with BOM, so Excel shows Chinese) or .xlsx file in the sheet worker and
 * starts its download. `fileName` gets the extension when it lacks one; `onProgress` reports rows
 * done while the file is built. Rejects when the worker fails; nothing is downloaded then.
 */
export async function exportSheet(opts: {
  format: 'csv' | 'xlsx';
  fileName: string;
  header: string[];
  rows: (string | number | null)[][];
  onProgress?: (done: number, total: number) => void;
}): Promise<void> {
  const { format, header, rows, onProgress } = opts;
  const progress = onProgress ? await workerCallback(onProgress) : undefined;
  const blob = await withSheetWorker(async (api) => {
    const id = await api.startExport(format, header);
    try {
      // In chunks: one message with every row would block the page while it is copied.
      for (let i = 0; i < rows.length; i += rowChunk) await api.addExportRows(id, rows.slice(i, i + rowChunk));
      return await api.finishExport(id, progress);
    } catch (err) {
      void api.dropExport(id);
      throw err;
    }
  });
  downloadBlob(blob, fileNameWithExtension(opts.fileName, format));
}

/**
 * Builds a file from rows that arrive page by page (decision 126): each page goes to the sheet
 * worker as it comes, so the page never holds the whole export, and the file is built there once
 * the last page is in. When `signal` aborts the worker forgets the rows and nothing downloads.
 */
export async function streamExport(opts: {
  format: SheetFormat;
  fileName: string;
  header: string[];
  /** Spreadsheet number formats by column (amounts), null for none. */
  formats: (string | null)[];
  pages: AsyncIterable<SheetCell[][]>;
  signal: AbortSignal;
  /** Rows done of the total while the file is built, after the last page. */
  onBuilding?: (done: number, total: number) => void;
}): Promise<void> {
  const { format, header, formats, pages, signal, onBuilding } = opts;
  const progress = onBuilding ? await workerCallback(onBuilding) : undefined;
  const blob = await withSheetWorker(async (api) => {
    const id = await api.startExport(format, header, formats);
    try {
      for await (const rows of pages) {
        for (let i = 0; i < rows.length; i += rowChunk) await api.addExportRows(id, rows.slice(i, i + rowChunk));
      }
      signal.throwIfAborted();
      return await api.finishExport(id, progress);
    } catch (err) {
      void api.dropExport(id);
      throw err;
    }
  });
  signal.throwIfAborted();
  downloadBlob(blob, fileNameWithExtension(opts.fileName, format));
}
