import { checkSheetRow, type SheetKind, type SheetRowTypes } from '../../contract/api/sheet-rows.ts';
import type { ParsedSheetRow } from '../../../workers/sheet/parse.ts';

/**
 * What a person does with parsed rows before submitting: drop a row, or fix its cells (checked
 * again on the spot with the same rules as the worker; one row is cheap on the main thread).
 */
export function dropRow<T>(rows: readonly ParsedSheetRow<T>[], line: number): ParsedSheetRow<T>[] {
  return rows.filter((r) => r.line !== line);
}

export function fixRow<K extends SheetKind>(
  kind: K,
  rows: readonly ParsedSheetRow<SheetRowTypes[K]>[],
  line: number,
  cells: Record<string, string>,
): ParsedSheetRow<SheetRowTypes[K]>[] {
  return rows.map((r) => {
    if (r.line !== line) return r;
    const merged = { ...r.cells, ...cells };
    const checked = checkSheetRow(kind, merged);
    return checked.ok
      ? { line, cells: merged, data: checked.data, errors: [] }
      : { line, cells: merged, data: null, errors: checked.errors };
  });
}

/** The rows ready to submit; null while any row still has errors. */
export function readyRows<T>(rows: readonly ParsedSheetRow<T>[]): T[] | null {
  const out: T[] = [];
  for (const r of rows) {
    if (r.data === null) return null;
    out.push(r.data);
  }
  return out;
}
