import type { I18n, MessageDescriptor } from '@lingui/core';
import { constants, type Page } from '../../contract/index.ts';
import { exportTime, exportTimeHeader } from '../i18n/time-format.ts';
import type { SheetCell } from '../../../workers/sheet/build.ts';

/**
 * One column of a list's export (decision 126): its title through Lingui and how a row's value is
 * written. `amount` is minor units written as a number of major units (summable in a spreadsheet);
 * `time` is an ISO time written in the reader's time zone, the offset in the title; `label` is a
 * status or kind written as the words the screen shows; `text` is written as it is.
 */
export type ExportColumn<T> = {
  label: MessageDescriptor;
  /**
   * The desk table column it writes (decision 135); absent: the label's message id. Several export
   * columns may carry one table column's id (the payouts' "Card or wallet" is the card, UPI, wallet
   * and USDT amount): they are that column's group, written together where it shows.
   */
  id?: string;
} & (
  | { kind: 'text'; value: (row: T, i18n: I18n) => string | number | null | undefined }
  | { kind: 'amount'; value: (row: T) => number | null | undefined; scale?: number }
  | { kind: 'time'; value: (row: T) => string | null | undefined }
  | { kind: 'label'; value: (row: T) => MessageDescriptor | string | null | undefined }
);

/** The column's id: the desk table column of that id is the one it writes (decision 135). */
export const exportColumnId = <T>(c: ExportColumn<T>): string => c.id ?? c.label.id;

/**
 * The columns an export writes. On a phone (no `shownIds`) the page's declared columns; on the desk
 * the table's shown columns in the person's order, each written by the export columns of its id
 * (one, or a group in their declared order). A shown column with nothing to write (the row's
 * buttons) is left out (decision 135).
 */
export function exportColumnsShown<T>(
  columns: readonly ExportColumn<T>[],
  shownIds: readonly string[] | undefined,
): readonly ExportColumn<T>[] {
  if (!shownIds) return columns;
  const byId = new Map<string, ExportColumn<T>[]>();
  for (const c of columns) {
    const id = exportColumnId(c);
    byId.set(id, [...(byId.get(id) ?? []), c]);
  }
  return shownIds.flatMap((id) => byId.get(id) ?? []);
}

/** What a list page declares to get Export in its toolbar. */
export interface ExportDecl<T> {
  /** Names the list in the file name and the audit record: `collection-orders`. */
  list: string;
  /** The progress dialog's title: "Export collection orders". */
  title: MessageDescriptor;
  columns: readonly ExportColumn<T>[];
}

/** Which page to read next: by the cursor the page before named (keyset lists), or by number. */
export interface PageRef {
  cursor: string | null;
  pageIndex: number;
}

/** A page of the list's own call under the page's current filters. */
export type ExportPageFetch<T> = (
  ref: PageRef,
  signal: AbortSignal,
) => Promise<Page<T> & { nextCursor?: string | null }>;

/** A page's export as its toolbar takes it: the declaration, its paged call and the filters set. */
export interface ListExport<T> {
  decl: ExportDecl<T>;
  fetchPage: ExportPageFetch<T>;
  /** The URL filters the rows are read under: the audit keeps them. */
  filters: Partial<Record<string, string>>;
  /** The desk table's shown column ids in order; absent (phone cards): the declared columns. */
  columnIds?: readonly string[] | undefined;
}

/** The spreadsheet number format of a column: amounts with their decimals. */
export function columnFormats<T>(columns: readonly ExportColumn<T>[]): (string | null)[] {
  return columns.map((c) =>
    c.kind === 'amount' ? ((c.scale ?? constants.moneyScale) >= 1000 ? '0.000000' : '0.00') : null,
  );
}

/** The header row in the reader's language; time titles name the reader's offset from UTC. */
export function exportHeader<T>(i18n: I18n, columns: readonly ExportColumn<T>[]): string[] {
  return columns.map((c) => (c.kind === 'time' ? exportTimeHeader(i18n._(c.label)) : i18n._(c.label)));
}

/** A row's cells in column order. */
export function exportCells<T>(i18n: I18n, columns: readonly ExportColumn<T>[], row: T): SheetCell[] {
  return columns.map((c): SheetCell => {
    switch (c.kind) {
      case 'amount': {
        const minor = c.value(row);
        return minor === null || minor === undefined ? null : minor / (c.scale ?? constants.moneyScale);
      }
      case 'time':
        return exportTime(i18n, c.value(row) ?? null);
      case 'label': {
        const label = c.value(row);
        if (label === null || label === undefined) return null;
        return typeof label === 'string' ? label : i18n._(label);
      }
      case 'text':
        return c.value(row, i18n) ?? null;
    }
  });
}
