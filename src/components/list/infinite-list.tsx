import { ErrorBlock, PullToRefresh, Skeleton } from 'antd-mobile';
import { useCallback, useDeferredValue, type Key, type ReactNode } from 'react';
import { LoadError } from '../load-error.tsx';
import { OfflineEmpty } from './offline-empty.tsx';
import { waitsForNetwork } from './waits-for-network.ts';
import styles from './list.module.css';
import type { PagedQuery } from './paged.ts';
import { VirtualList } from './virtual-list.tsx';

interface Props<T> {
  query: PagedQuery<T>;
  rows: T[];
  rowKey: (row: T) => Key;
  estimateSize: number;
  emptyText: string;
  /** Names the list when it cannot be read (product 8's "fetch failed" texts). */
  failTitle?: string;
  renderRow: (row: T) => ReactNode;
  /** Draws the loaded rows another way than as cards (the desk table, decision 124). */
  view?: (rows: T[], paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void }) => ReactNode;
}

/**
 * Pull to refresh, loading, failure, nothing found, or the rows with infinite scroll. Offline with
 * nothing saved for this list, the query waits for the network: that is said once, not shown as a
 * skeleton that never ends.
 */
export function InfiniteList<T>({
  query,
  rows,
  rowKey,
  estimateSize,
  emptyText,
  failTitle,
  renderRow,
  view,
}: Props<T>) {
  // The list asks again while the next page is on its way (each scroll near the end); by default
  // that aborts the request and sends it again, so every page went out twice: ride the one in flight.
  const loadMore = useCallback(() => void query.fetchNextPage({ cancelRefetch: false }), [query]);
  const waitingForNetwork = waitsForNetwork(query);
  // A query's answer renders synchronously (TanStack Query's store), and building the first cards
  // was one long task on a slow phone. The rows follow in a deferred render, which React splits
  // into short slices; the skeleton stays until they are in.
  const shownRows = useDeferredValue(rows);
  const catchingUp = rows.length > 0 && shownRows.length === 0;
  return (
    <PullToRefresh onRefresh={() => query.refetch().then(() => undefined)}>
      <div className={styles.body}>
        {waitingForNetwork && <OfflineEmpty />}
        {((query.isPending && !waitingForNetwork) || catchingUp) && (
          <Skeleton.Paragraph lineCount={10} animated className={styles.skeleton} />
        )}
        {query.isError && !query.data && (
          <LoadError
            title={failTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.isSuccess && rows.length === 0 && <ErrorBlock status="empty" title={emptyText} description="" />}
        {shownRows.length > 0 &&
          view?.(shownRows, {
            hasMore: query.hasNextPage,
            loadingMore: query.isFetchingNextPage,
            onLoadMore: loadMore,
          })}
        {shownRows.length > 0 && !view && (
          <VirtualList
            rows={shownRows}
            rowKey={rowKey}
            estimateSize={estimateSize}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={loadMore}
            renderRow={renderRow}
          />
        )}
        {query.isFetchNextPageError && (
          <LoadError title={failTitle} error={query.error} onRetry={loadMore} retrying={query.isFetchingNextPage} />
        )}
      </div>
    </PullToRefresh>
  );
}
