import type { Key } from 'react';
import type { ColumnPrefs } from './table-columns.ts';
import { TableView } from './table-view.tsx';

interface Props<T> {
  label: string;
  rows: T[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<T>;
  rowKey: (row: T) => Key;
  rowLabel: (row: T) => string;
  rowTestId: string;
  /** Enter, a double click or the first cell: what tapping the card does. */
  onOpen: (row: T) => void;
}

/** A list's rows as the desk table with the person's columns, no bulk action and no sort. */
export function DeskTable<T>(p: Props<T>) {
  return (
    <TableView
      label={p.label}
      rows={p.rows}
      rowKey={p.rowKey}
      rowLabel={p.rowLabel}
      rowTestId={p.rowTestId}
      columns={p.prefs.visible}
      sort={p.prefs.sort}
      onSort={p.prefs.setSort}
      {...p.paging}
      onOpen={p.onOpen}
    />
  );
}
