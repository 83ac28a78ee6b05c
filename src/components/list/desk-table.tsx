import type { ComponentProps, Key } from 'react';
import type { ColumnPrefs } from './table-columns.ts';
import { TableView } from './table-view.tsx';

type ViewProps<T> = ComponentProps<typeof TableView<T>>;

interface Props<T> extends Pick<ViewProps<T>, 'renderActions' | 'rowActions' | 'actionKeys' | 'selection'> {
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

/** A page's desk state, as `useDeskTable` gives it. */
export interface DeskTableState<T> {
  /** Whether the table shows (from 1024 px); the cards show otherwise. */
  desk: boolean;
  prefs: ColumnPrefs<T>;
  exportColumnIds: readonly string[] | undefined;
}

/**
 * What a list page says once about its desk table; `FilteredList` draws it, its Columns button and
 * the export of its shown columns (decision 135) when `state.desk`.
 */
export interface DeskListTable<T> extends Omit<Props<T>, 'rows' | 'paging' | 'prefs' | 'rowKey'> {
  state: DeskTableState<T>;
}

/**
 * A list's rows as the desk table with the person's columns in their order (decision 124) and the
 * list's own order (no column sorts); the page's row buttons, keys and selection when it has them.
 */
export function DeskTable<T>({ prefs, paging, ...p }: Props<T>) {
  return <TableView {...p} {...paging} columns={prefs.visible} sort={prefs.sort} onSort={prefs.setSort} />;
}
