import type { BatchCreateResult } from '../../contract/index.ts';
import type { ParsedSheetRow } from '../../lib/sheets/parse.ts';

/**
 * The corrected rows as the table the server's createBatch reads: the file's columns in their
 * order (then any a fix added), one line a row. Line n of the sent file (header = 1) is row n-2.
 */
export function batchTable(
  columns: readonly string[],
  rows: readonly ParsedSheetRow<unknown>[],
): { header: string[]; rows: string[][] } {
  const header = [...columns];
  for (const r of rows) for (const key of Object.keys(r.cells)) if (!header.includes(key)) header.push(key);
  return { header, rows: rows.map((r) => header.map((key) => r.cells[key] ?? '')) };
}

/** The server's answer with each line put back to the row number of the person's own file. */
export function withFileLines(result: BatchCreateResult, sent: readonly ParsedSheetRow<unknown>[]): BatchCreateResult {
  return { ...result, results: result.results.map((r) => ({ ...r, line: sent[r.line - 2]?.line ?? r.line })) };
}
