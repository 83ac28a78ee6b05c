import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { DotLoading } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import styles from './virtual-list.module.css';

/**
 * The nearest ancestor that scrolls: the layout's page pane names itself, so the first render reads
 * no style; elsewhere (a list in a sheet) the computed styles are walked.
 */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  const pane = el?.closest<HTMLElement>('[data-scroll-root]');
  if (pane) return pane;
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * A row's height from the resize observer, which reports it once the browser has laid the row out;
 * until then the last one known or the estimate. TanStack's default reads offsetHeight when a row
 * mounts, which lays out the whole page inside the render's task (decision 062: the order list's
 * longest task after the first paint).
 */
function measuredSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
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
    const el = list.current;
    if (!parent || !el) return;
    // The list's offset in the pane is read when the browser has laid the page out (a resize
    // observer's first call), not in the commit: a read there would lay out the whole page inside
    // the first render's task. Until then the offset only shifts which rows count as near.
    // A hidden tab's pane reports a size of 0: its offset is kept for when it shows again.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.height > 0)
        setMargin(el.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
    });
    observer.observe(el);
    return () => observer.disconnect();
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
    measureElement: measuredSize,
    // Rows are placed by the virtualizer itself when their sizes come in, before the frame is
    // painted, instead of by a render that would come a frame later.
    directDomUpdates: true,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];

  useEffect(() => {
    if (last && last.index >= rows.length - 5 && hasMore && !loadingMore) onLoadMore();
  }, [last, rows.length, hasMore, loadingMore, onLoadMore]);

  return (
    <div ref={list}>
      <div ref={virtualizer.containerRef} className={styles.virtual}>
        {items.map((item) => (
          <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.virtualRow}>
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
