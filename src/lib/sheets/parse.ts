import type { SheetKind, SheetRowTypes } from '../../contract/api/sheet-rows.ts';
import type { ParsedSheetRow, ParseResult, ParseSheetOptions } from '../../../workers/sheet/parse.ts';
import { withSheetWorker, workerCallback } from './worker-client.ts';

export type { ParseResult, ParsedSheetRow, ParseSheetOptions } from '../../../workers/sheet/parse.ts';

/**
 * Reads an uploaded CSV or .xlsx file in the sheet worker and checks its rows (see
 * workers/sheet/parse.ts). Problems come back as message ids with values: show them with
 * translateMessageId. A file with more than `maxRows` (default 500) data rows is refused whole.
 */
export async function parseSheet<K extends SheetKind>(
  file: File | Blob,
  opts: ParseSheetOptions<K>,
): Promise<ParseResult<SheetRowTypes[K]>> {
  type Row = ParsedSheetRow<SheetRowTypes[K]>;
  const rows: Row[] = [];
  // Comlink's remote type loses the generic: the worker runs the same function with this kind,
  // so its rows are of this kind.
  const onRows = await workerCallback((chunk: ParsedSheetRow<SheetRowTypes[SheetKind]>[]) => {
    for (const row of chunk) rows.push(row as Row);
  });
  const summary = await withSheetWorker((api) => api.parseSheet(file, opts, onRows));
  return { ...(summary as ParseResult<SheetRowTypes[K]>), rows };
}
