import type { PayoutUploadRowProblem } from '../../contract/index.ts';
import type { ParsedSheetRow } from '../../lib/sheets/parse.ts';

/**
 * Puts the server's per-row reasons (a number already used, a payee rule of the product) on the
 * parsed rows, so the person fixes or drops them on the same cards as the worker's own errors.
 */
export function withServerProblems<T>(
  rows: readonly ParsedSheetRow<T>[],
  problems: readonly PayoutUploadRowProblem[],
): ParsedSheetRow<T>[] {
  const byLine = new Map(problems.map((p) => [p.line, p.errors]));
  return rows.map((r) => {
    const errors = byLine.get(r.line);
    return errors ? { ...r, data: null, errors } : r;
  });
}

/** The refusal's rows when the answer is a per-row refusal; null for any other answer. */
export function refusedRows(data: unknown): PayoutUploadRowProblem[] | null {
  if (typeof data !== 'object' || data === null || !('rows' in data)) return null;
  const rows = (data as { rows: unknown }).rows;
  return Array.isArray(rows) ? (rows as PayoutUploadRowProblem[]) : null;
}
