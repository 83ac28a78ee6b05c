import type { ComponentProps, Key, ReactNode } from 'react';
import type { z } from 'zod';
import { FilterBar } from '../filters/filter-bar.tsx';
import type { FilterDecl } from '../filters/filter-decl.ts';
import type { Filters } from '../filters/url-filters.ts';
import type { ExportDecl, ExportPageFetch } from '../../lib/sheets/export-decl.ts';
import { ColumnsButton } from './columns-sheet.tsx';
import { DeskTable, type DeskListTable } from './desk-table.tsx';
import { InfiniteList } from './infinite-list.tsx';
import type { ListRoute } from './list-toolbar.tsx';
import styles from './list.module.css';
import { usePagedRows, type PagedQuery } from './paged.ts';

interface Props<T> {
  /** Prefix of the filter inputs' ids, unique on the page. */
  idPrefix: string;
  decls: readonly FilterDecl[];
  /** The list call's input schema, which checks the filters before they apply. */
  schema: z.ZodType;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  query: PagedQuery<T>;
  /** The count line for the server's total ("120 lines"). */
  totalText: (total: number) => string;
  rowKey: (row: T) => Key;
  estimateSize: number;
  emptyText: string;
  /** Names the list when it cannot be read (product 8's "fetch failed" texts). */
  failTitle?: string;
  renderRow: (row: T) => ReactNode;
  /** The page's own toolbar buttons. */
  actions?: ReactNode;
  /** Shown between the filters and the rows (a bulk-action bar). */
  banner?: ReactNode;
  /** The search box's accessible name, for a list with a `searchBox` declaration. */
  searchLabel?: string;
  /** The page's route: the toolbar's saved views (decision 127) and export audit use it. */
  route?: ListRoute;
  /** The page's export declaration and one page of its list call under `filters` (decision 126). */
  exportDecl?: ExportDecl<T>;
  exportPage?: ExportPageFetch<T>;
  /** The desk table's shown column ids in order, which the export then writes (decision 135). */
  exportColumnIds?: readonly string[] | undefined;
  /** Draws the loaded rows another way than as cards (the desk table, decision 124). */
  view?: ComponentProps<typeof InfiniteList<T>>['view'];
  /**
   * The desk table (decisions 124, 135): from 1024 px the rows show as it instead of the cards,
   * its Columns button leads the toolbar's actions and Export writes its shown columns.
   */
  table?: DeskListTable<T>;
}

/** A list page: toolbar with filters, active filter chips, then the rows with infinite scroll. */
export function FilteredList<T>(p: Props<T>) {
  const { rows, total } = usePagedRows(p.query);
  const table = p.table?.state.desk ? p.table : undefined;
  const view: Props<T>['view'] = table
    ? (shown, paging) => {
        const { state, ...rest } = table;
        return <DeskTable {...rest} rows={shown} paging={paging} prefs={state.prefs} rowKey={p.rowKey} />;
      }
    : p.view;
  return (
    <div className={styles.page}>
      <FilterBar
        idPrefix={p.idPrefix}
        decls={p.decls}
        schema={p.schema}
        filters={p.filters}
        onChange={p.onFilters}
        total={p.query.isSuccess ? p.totalText(total) : null}
        searchLabel={p.searchLabel}
        route={p.route}
        exporter={
          p.exportDecl && p.exportPage
            ? {
                decl: p.exportDecl,
                fetchPage: p.exportPage,
                filters: p.filters,
                columnIds: table?.state.exportColumnIds ?? p.exportColumnIds,
              }
            : undefined
        }
      >
        {table && <ColumnsButton prefs={table.state.prefs} />}
        {p.actions}
      </FilterBar>
      {p.banner}
      <InfiniteList
        query={p.query}
        rows={rows}
        rowKey={p.rowKey}
        estimateSize={p.estimateSize}
        emptyText={p.emptyText}
        failTitle={p.failTitle}
        renderRow={p.renderRow}
        view={view}
      />
    </div>
  );
}
