import { useVirtualizer } from '@tanstack/react-virtual';
import { DotLoading } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import styles from './virtual-list.module.css';

/** The nearest ancestor that scrolls (the page pane of the layout). */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

interface Props<T> {
  rows: T[];
  rowKey: (row: T) => Key;
  /** A first guess of a card's height; the real height is measured once shown. */
  estimateSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderRow: (row: T) => ReactNode;
}

/**
 * Only the cards near the screen are in the DOM, so thousands of loaded rows stay fast; the next
 * page loads when the last loaded card comes near.
 */
export function VirtualList<T>({ rows, rowKey, estimateSize, hasMore, loadingMore, onLoadMore, renderRow }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const parent = scrollParent(list.current);
    setScroller(parent);
    if (parent && list.current) {
      setMargin(list.current.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
    }
  }, []);

  // TanStack Virtual keeps mutable state the React compiler cannot memoise; this component opts out.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => estimateSize,
    overscan: 4,
    gap: 10,
    scrollMargin: margin,
    getItemKey: (i) => (rows[i] === undefined ? i : rowKey(rows[i])),
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];

  useEffect(() => {
    if (last && last.index >= rows.length - 5 && hasMore && !loadingMore) onLoadMore();
  }, [last, rows.length, hasMore, loadingMore, onLoadMore]);

  return (
    <div ref={list}>
      <div className={styles.virtual} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.virtualRow}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {rows[item.index] !== undefined && renderRow(rows[item.index] as T)}
          </div>
        ))}
      </div>
      {loadingMore && (
        <div className={styles.more} role="status">
          <DotLoading color="primary" />
        </div>
      )}
    </div>
  );
}
