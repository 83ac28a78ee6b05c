import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView } from '../../../components/list/table-view.tsx';
import type { RowAction } from '../../../components/list/use-table-keys.ts';
import type { OrderRow, Role } from '../../../contract/index.ts';
import { actionLabels } from '../labels.ts';
import { actionsFor, roleMay, type OrderActionName } from '../order-rules.ts';
import type { useOrderSelection } from './use-order-selection.ts';
import type { useOrderSheets } from './use-order-sheets.ts';
import styles from './orders-page.module.css';

type Selection = ReturnType<typeof useOrderSelection>;

/** The order actions on a key (decision 125); the rest are on `a`, the order's action sheet. */
const actionKeys: Partial<Record<OrderActionName, string>> = {
  supplement: 's',
  resendCallback: 'c',
  unlock: 'u',
  queryStatus: 'q',
  freeResource: 'f',
  reject: 'r',
  updateOrderMark: 'm',
};
const bulkActions: readonly OrderActionName[] = ['unlock', 'resendCallback'];

interface Props {
  rows: OrderRow[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<OrderRow>;
  role: Role | undefined;
  readOnly: boolean;
  online: boolean;
  sheets: ReturnType<typeof useOrderSheets>;
  selection: Selection;
}

/** The collection orders as a desk table (decision 124): the card's data, actions and keys. */
export function OrdersTable({ rows, paging, prefs, role, readOnly, online, sheets, selection }: Props) {
  const { t, i18n } = useLingui();
  const more = t({ id: 'orders.buttons.actions', message: 'Actions' });
  const keyList = [
    ...Object.entries(actionKeys).map(([a, key]) => ({ key, label: i18n._(actionLabels[a as OrderActionName]) })),
    { key: 'a', label: more },
  ];
  const rowActions = (o: OrderRow): RowAction[] => {
    const actions = actionsFor(o, role, readOnly);
    const keyed: RowAction[] = actions.flatMap((a) => {
      const key = actionKeys[a];
      return key && online ? [{ key, label: i18n._(actionLabels[a]), run: () => sheets.start(a, o) }] : [];
    });
    return actions.length > 0 ? [...keyed, { key: 'a', label: more, run: () => sheets.setSheetFor(o) }] : keyed;
  };
  const renderActions = (o: OrderRow): ReactNode => {
    const actions = actionsFor(o, role, readOnly);
    return (
      <>
        {actions.includes('supplement') && (
          <Button size="small" color="primary" disabled={!online} onClick={() => sheets.onSupplement(o)}>
            {i18n._(actionLabels.supplement)}
          </Button>
        )}
        {actions.some((a) => a !== 'supplement') && (
          <Button size="small" fill="outline" onClick={() => sheets.setSheetFor(o)}>
            {more}
          </Button>
        )}
      </>
    );
  };
  const canBulk = !readOnly && bulkActions.some((a) => roleMay(a, role));
  return (
    <TableView
      label={t({ id: 'orders.titles.table', message: 'Collection orders' })}
      rows={rows}
      rowKey={(o) => o.orderCode}
      rowLabel={(o) => o.orderCode}
      rowTestId="order-row"
      columns={prefs.visible}
      sort={prefs.sort}
      onSort={prefs.setSort}
      {...paging}
      onOpen={sheets.onOpen}
      renderActions={renderActions}
      rowActions={rowActions}
      actionKeys={keyList}
      selection={
        canBulk
          ? {
              selected: selection.selected,
              canSelect: (o) => actionsFor(o, role, readOnly).some((a) => bulkActions.includes(a)),
              onToggle: selection.onSelect,
              onToggleAll: selection.onSelectMany,
              onClear: selection.clear,
            }
          : undefined
      }
    />
  );
}

/** What the desk selection can do: unlock the locked ones, re-send the paid ones' callbacks. */
export function OrdersBulkBar({
  rows,
  role,
  selection,
}: {
  rows: readonly OrderRow[];
  role: Role | undefined;
  selection: Selection;
}) {
  const { t, i18n } = useLingui();
  if (selection.selected.size === 0) return null;
  const chosen = rows.filter((o) => selection.selected.has(o.orderCode));
  const able = (a: OrderActionName) =>
    chosen.filter((o) => actionsFor(o, role, false).includes(a)).map((o) => o.orderCode);
  const unlockable = able('unlock');
  const resendable = able('resendCallback');
  return (
    <div
      className={styles.bulkBar}
      role="region"
      aria-label={t({ id: 'orders.labels.bulkBar', message: 'Selected orders' })}
    >
      <span>{t({ id: 'orders.texts.selected', message: `Selected: ${selection.selected.size}` })}</span>
      {unlockable.length > 0 && (
        <Button color="primary" className={styles.button} onClick={() => selection.unlockSelected(unlockable)}>
          {`${i18n._(actionLabels.unlock)} (${unlockable.length})`}
        </Button>
      )}
      {resendable.length > 0 && (
        <Button color="primary" className={styles.button} onClick={() => selection.resendSelected(resendable)}>
          {t({ id: 'orders.buttons.resendCallbacks', message: `Re-send callbacks (${resendable.length})` })}
        </Button>
      )}
      <Button fill="outline" className={styles.button} onClick={selection.clear}>
        {t({ id: 'orders.buttons.clearSelection', message: 'Clear selection' })}
      </Button>
    </div>
  );
}
