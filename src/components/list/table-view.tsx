import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DotLoading } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { ShortcutsSheet } from './shortcuts-sheet.tsx';
import type { TableColumn, TableSort } from './table-columns.ts';
import styles from './table-view.module.css';
import { useTableKeys, type RowAction } from './use-table-keys.ts';

/** A table row's height: one line of text, so 10,000 rows scroll by arithmetic, never measured. */
const rowHeight = 44;
/** The least a column without a width of its own gets: the table scrolls sideways below that. */
const flexibleMin = 160;

export interface TableSelection<T> {
  selected: ReadonlySet<Key>;
  /** Whether this row can take part in the page's bulk actions. */
  canSelect: (row: T) => boolean;
  onToggle: (row: T, on: boolean) => void;
  /** Ticks or clears every loaded row that can be selected. */
  onToggleAll: (rows: T[], on: boolean) => void;
  onClear: () => void;
}

interface Props<T> {
  /** Names the table (its caption, read by screen readers). */
  label: string;
  rows: T[];
  rowKey: (row: T) => Key;
  /** The row's name for its checkbox and for screen readers (an order code). */
  rowLabel: (row: T) => string;
  columns: readonly TableColumn<T>[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (row: T) => void;
  /** The last column: the row's buttons. */
  renderActions?: (row: T) => ReactNode;
  /** The row's actions by key (decision 125); `actionKeys` lists every one for the `?` sheet. */
  rowActions?: (row: T) => readonly RowAction[];
  actionKeys?: readonly { key: string; label: string }[];
  selection?: TableSelection<T>;
  /** The rows' test id (`table-row` unless the page names its own). */
  rowTestId?: string;
}

/** The nearest ancestor that scrolls: the layout's page pane (as VirtualList finds it). */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  const pane = el?.closest<HTMLElement>('[data-scroll-root]');
  if (pane) return pane;
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** A text cell cut short by its column's width reads whole on hover. */
const cellTitle = (content: ReactNode): string | undefined =>
  typeof content === 'string' && content.length > 12 ? content : undefined;

/** Cycles a column's sort: largest first, smallest first, then the list's own order again. */
function nextSort(sort: TableSort, column: string): TableSort {
  if (sort?.column !== column) return { column, dir: 'desc' };
  return sort.dir === 'desc' ? { column, dir: 'asc' } : null;
}

/**
 * A list page's rows as a table on a desk screen (decision 124): sticky headers, the person's
 * columns, sorting where the server can, row selection for the page's bulk actions, and the
 * keyboard of decision 125. Only the rows near the screen are in the DOM, between two spacer rows,
 * and the next page loads when the last loaded row comes near, as the cards do.
 */
export function TableView<T>(p: Props<T>) {
  const { t } = useLingui();
  const table = useRef<HTMLTableElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  useLayoutEffect(() => {
    const el = table.current;
    const parent = scrollParent(el);
    setScroller(parent);
    if (!parent || !el) return;
    // The wrap scrolls sideways, so it is the headers' nearest scroll box and `position: sticky`
    // would hold them to it, not to the pane: they follow the pane's scroll by a transform instead,
    // kept inside the table (decision 136).
    let headTop = 0;
    const shiftHead = () => {
      const head = el.tHead;
      if (!head) return;
      const room = Math.max(0, el.offsetHeight - head.offsetHeight);
      el.style.setProperty('--head-shift', `${Math.min(room, Math.max(0, parent.scrollTop - headTop))}px`);
    };
    // The body's offset in the pane, read once the browser laid the page out (as VirtualList does).
    const observer = new ResizeObserver(([entry]) => {
      const body = el.tBodies[0];
      const head = el.tHead;
      if (!entry || entry.contentRect.height === 0 || !body || !head) return;
      const paneTop = parent.getBoundingClientRect().top - parent.scrollTop;
      const shift = Number.parseFloat(el.style.getPropertyValue('--head-shift')) || 0;
      headTop = head.getBoundingClientRect().top - shift - paneTop;
      setMargin(body.getBoundingClientRect().top - paneTop);
      shiftHead();
    });
    observer.observe(el);
    parent.addEventListener('scroll', shiftHead, { passive: true });
    return () => {
      observer.disconnect();
      parent.removeEventListener('scroll', shiftHead);
    };
  }, []);

  // TanStack Virtual keeps mutable state the React compiler cannot memoise; this component opts out.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: p.rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: margin,
    // The sticky header covers the top row's place: a row moved to stays below it.
    scrollPaddingStart: rowHeight,
    getItemKey: (i) => (p.rows[i] === undefined ? i : p.rowKey(p.rows[i])),
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const { hasMore, loadingMore, onLoadMore } = p;
  useEffect(() => {
    if (last && last.index >= p.rows.length - 10 && hasMore && !loadingMore) onLoadMore();
  }, [last, p.rows.length, hasMore, loadingMore, onLoadMore]);

  // The row a key moved to, until it has the focus: only a key moves the focus, never a scroll.
  const pendingFocus = useRef<number | null>(null);
  const focusRow = (index: number) => {
    const i = Math.max(0, Math.min(p.rows.length - 1, index));
    pendingFocus.current = i;
    setActive(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  };
  // The row moved to takes the focus once it is drawn (it may have been scrolled in just now).
  useEffect(() => {
    const i = pendingFocus.current;
    if (i === null) return;
    const row = table.current?.querySelector<HTMLElement>(`tbody tr[data-index="${i}"]`);
    if (!row) return;
    pendingFocus.current = null;
    if (!row.contains(document.activeElement)) row.focus({ preventScroll: true });
  }, [active, items]);

  const activeRow = active === null ? undefined : p.rows[active];
  useTableKeys(table, {
    onMove: (by) => focusRow(active === null ? 0 : active + by),
    onOpen: () => activeRow !== undefined && p.onOpen(activeRow),
    onSelect: () => {
      if (activeRow !== undefined && p.selection?.canSelect(activeRow))
        p.selection.onToggle(activeRow, !p.selection.selected.has(p.rowKey(activeRow)));
    },
    onEscape: () => p.selection?.onClear(),
    onHelp: () => setHelpOpen(true),
    actions: activeRow === undefined ? [] : (p.rowActions?.(activeRow) ?? []),
  });

  const selection = p.selection;
  const selectable = selection ? p.rows.filter(selection.canSelect) : [];
  const allOn = selectable.length > 0 && selectable.every((r) => selection?.selected.has(p.rowKey(r)));
  const padTop = items.length > 0 ? items[0]!.start - margin : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (last!.end - margin) : 0;
  const span = p.columns.length + (selection ? 1 : 0) + (p.renderActions ? 1 : 0);
  // Below this the columns would be squeezed: the wrap scrolls sideways instead (decision 136).
  const minWidth =
    p.columns.reduce((sum, c) => sum + (c.width ?? flexibleMin), 0) +
    (selection ? 48 : 0) +
    (p.renderActions ? 180 : 0);

  return (
    <div className={styles.wrap}>
      <table
        ref={table}
        className={styles.table}
        style={{ minWidth }}
        aria-rowcount={p.rows.length + 1}
        data-testid="list-table"
        aria-keyshortcuts="j k Enter Escape ?"
      >
        <caption className={styles.caption}>
          {p.label}{' '}
          <button type="button" className={styles.help} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
            {t({ id: 'table.buttons.shortcuts', message: 'Keyboard shortcuts' })}
          </button>
        </caption>
        <colgroup>
          {selection && <col style={{ width: 48 }} />}
          {p.columns.map((c) => (
            <col key={c.id} style={c.width ? { width: c.width } : undefined} />
          ))}
          {p.renderActions && <col style={{ width: 180 }} />}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className={styles.check}>
                <input
                  type="checkbox"
                  checked={allOn}
                  disabled={selectable.length === 0}
                  onChange={(e) => selection.onToggleAll(selectable, e.target.checked)}
                  aria-label={t({ id: 'table.labels.selectAll', message: 'Select every row shown' })}
                />
              </th>
            )}
            {p.columns.map((c) => {
              const sorted = p.sort?.column === c.id ? p.sort.dir : null;
              return (
                <th
                  key={c.id}
                  scope="col"
                  className={c.numeric ? styles.numeric : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {c.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => p.onSort(nextSort(p.sort, c.id))}
                      data-testid={`sort-${c.id}`}
                    >
                      {c.header}
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sorted === 'desc' ? '▼' : sorted === 'asc' ? '▲' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {p.renderActions && <th scope="col">{t({ id: 'table.headers.actions', message: 'Actions' })}</th>}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: padTop }}>
              <td colSpan={span} />
            </tr>
          )}
          {items.map((item) => {
            const row = p.rows[item.index];
            if (row === undefined) return null;
            const key = p.rowKey(row);
            const on = selection?.selected.has(key) ?? false;
            return (
              <tr
                key={item.key}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                // The checkbox says it is ticked; aria-selected belongs to grids, not to a table's rows.
                data-selected={on || undefined}
                tabIndex={item.index === (active ?? 0) ? 0 : -1}
                className={styles.row}
                data-testid={p.rowTestId ?? 'table-row'}
                data-row={p.rowLabel(row)}
                onFocus={() => setActive(item.index)}
                onDoubleClick={() => p.onOpen(row)}
              >
                {selection && (
                  <td className={styles.check}>
                    {selection.canSelect(row) && (
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={(e) => selection.onToggle(row, e.target.checked)}
                        aria-label={t({ id: 'table.labels.selectRow', message: `Select ${p.rowLabel(row)}` })}
                      />
                    )}
                  </td>
                )}
                {p.columns.map((c, i) => (
                  <td key={c.id} className={c.numeric ? styles.numeric : undefined} title={cellTitle(c.cell(row))}>
                    {i === 0 ? (
                      <button type="button" className={styles.open} tabIndex={-1} onClick={() => p.onOpen(row)}>
                        {c.cell(row)}
                      </button>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
                {p.renderActions && (
                  <td>
                    <div className={styles.actions}>{p.renderActions(row)}</div>
                  </td>
                )}
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: padBottom }}>
              <td colSpan={span} />
            </tr>
          )}
        </tbody>
      </table>
      {p.loadingMore && (
        <div className={styles.more} role="status">
          <DotLoading color="primary" />
        </div>
      )}
      <ShortcutsSheet open={helpOpen} onClose={() => setHelpOpen(false)} actions={p.actionKeys ?? []} />
    </div>
  );
}
