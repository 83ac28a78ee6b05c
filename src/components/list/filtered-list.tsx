import type { ComponentProps, Key, ReactNode } from 'react';
import type { z } from 'zod';
import { FilterBar } from '../filters/filter-bar.tsx';
import type { FilterDecl } from '../filters/filter-decl.ts';
import type { Filters } from '../filters/url-filters.ts';
import { InfiniteList } from './infinite-list.tsx';
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
  /** Draws the loaded rows another way (the desk table of decision 124); absent: the cards. */
  view?: ComponentProps<typeof InfiniteList<T>>['view'];
}

/** A list page: toolbar with filters, active filter chips, then the rows with infinite scroll. */
export function FilteredList<T>(p: Props<T>) {
  const { rows, total } = usePagedRows(p.query);
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
      >
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
        view={p.view}
      />
    </div>
  );
}
