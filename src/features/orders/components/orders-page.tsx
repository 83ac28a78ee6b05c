import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { SearchBox } from '../../../components/filters/search-box.tsx';
import { InfiniteList } from '../../../components/list/infinite-list.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { useIsDesk } from '../../../components/use-is-wide.ts';
import { useResendCallbacks } from '../../../components/actions/use-resend-callback.ts';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import type { OrderRow, OrderSort } from '../../../contract/index.ts';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { prefetchOrderOptions } from '../api/get-order-options.ts';
import { getOrders, useOrders } from '../api/get-orders.ts';
import { orderKeys } from '../api/keys.ts';
import { orderExport } from '../export/declaration.ts';
import { paramsFromFilters, type FilterKey } from '../filters.ts';
import { actionsFor, roleMay } from '../order-rules.ts';
import { BulkUnlockBar, BulkUnlockButton } from './bulk-unlock.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { OrderCard } from './order-card.tsx';
import { useOrderColumns } from './order-columns.tsx';
import { OrdersBulkBar, OrdersTable } from './orders-table.tsx';
import { OrderSheets } from './order-sheets.tsx';
import { QueueFilter } from './queue-filter.tsx';
import { useConfirmActions } from './use-confirm-actions.ts';
import { useOpenFromUrl } from './use-open-from-url.ts';
import { useOrderSelection } from './use-order-selection.ts';
import { useOrderSheets } from './use-order-sheets.ts';
import { useOrderRowsAndTotal } from './use-order-total.ts';
import { useQueryStatusAction } from './use-query-status-action.ts';
import { useUrlFilters } from './use-url-filters.ts';
import styles from './orders-page.module.css';

/**
 * The route composes the page with the batch upload of order-upload (src/app/routes/table.ts),
 * so the two features never import each other.
 */
export interface OrdersPageProps {
  route: AppRoute;
  UploadAction?: ComponentType<{ merchant: boolean }>;
}

/** Collection orders (product 2.4) for every role; the server scopes the rows, the role decides the actions. */
export function OrdersPage({ route, UploadAction }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const user = useUserInfo().data;
  const role = roleOf(user);
  const online = useOnline();
  const desk = useIsDesk();
  const [filters, setFilters] = useUrlFilters(route.path, role);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const prefs = useColumnPrefs(user.user_id, route.path, useOrderColumns(role));
  // The desk table's sort by amount (decision 124); the cards keep the list newest first.
  const sort: OrderSort | undefined =
    desk && prefs.sort?.column === 'amount' ? (prefs.sort.dir === 'asc' ? 'amountAsc' : 'amountDesc') : undefined;
  const orders = useOrders(filters, sort);
  const { rows, totalText } = useOrderRowsAndTotal(orders);
  const confirm = useConfirmActions();
  const selection = useOrderSelection(confirm, useResendCallbacks([orderKeys.all, ['orderCallbacks']]));
  const sheets = useOrderSheets(rows, role, route, confirm, useQueryStatusAction(role));
  useOpenFromUrl(route.path, orders, rows, sheets.openedCode, sheets.setOpenedCode);
  usePrefetchOptionsOnceListed(orders.isSuccess);
  const canSupplement = !route.readOnly && roleMay('supplement', role);
  const exportDecl = useMemo(() => orderExport(role), [role]);

  const renderRow = (o: OrderRow) => {
    const actions = actionsFor(o, role, route.readOnly);
    return (
      <OrderCard
        order={o}
        canSupplement={actions.includes('supplement')}
        supplementOff={!online}
        hasMore={actions.some((a) => a !== 'supplement')}
        selecting={selection.selecting}
        selected={selection.selected.has(o.orderCode)}
        onOpen={sheets.onOpen}
        onSupplement={sheets.onSupplement}
        onMore={sheets.setSheetFor}
        onSelect={selection.onSelect}
      />
    );
  };

  return (
    <div className={styles.page}>
      <ListToolbar
        activeCount={Object.keys(filters).length}
        onFilters={() => setFiltersOpen(true)}
        total={totalText}
        route={route}
        exporter={{
          decl: exportDecl,
          fetchPage: (ref, signal) => getOrders(filters, ref.cursor, signal),
          filters: Object.fromEntries(paramsFromFilters(filters)),
          columnIds: desk ? prefs.visible.map((c) => c.id) : undefined,
        }}
      >
        {UploadAction && <UploadAction merchant={role === 'merchant' && !route.readOnly} />}
        {!desk && !route.readOnly && roleMay('unlock', role) && <BulkUnlockButton selection={selection} />}
        {desk && <ColumnsButton prefs={prefs} />}
      </ListToolbar>
      <SearchBox
        value={filters.orderNumber}
        onSearch={(orderNumber) => setFilters({ ...filters, orderNumber })}
        label={t({ id: 'orders.labels.search', message: 'Search by order or merchant order number' })}
        placeholder={t({ id: 'orders.placeholders.search', message: 'Order or merchant order number' })}
      />
      {canSupplement && <OfflineActionsNote />}
      {canSupplement && <QueueFilter filters={filters} onChange={setFilters} />}
      <FilterChips
        role={role}
        filters={filters}
        onRemove={(key: FilterKey) => setFilters({ ...filters, [key]: undefined })}
      />
      {!desk && selection.selecting && <BulkUnlockBar selection={selection} />}
      {desk && <OrdersBulkBar rows={rows} role={role} selection={selection} />}
      <InfiniteList
        query={orders}
        rows={rows}
        rowKey={(o) => o.id}
        estimateSize={236}
        emptyText={t({ id: 'orders.texts.empty', message: 'No orders match' })}
        failTitle={i18n._(fetchFailed.orderList)}
        renderRow={renderRow}
        view={
          desk
            ? (shown, paging) => (
                <OrdersTable
                  rows={shown}
                  paging={paging}
                  prefs={prefs}
                  role={role}
                  readOnly={route.readOnly}
                  online={online}
                  sheets={sheets}
                  selection={selection}
                />
              )
            : undefined
        }
      />
      <FilterSheet
        open={filtersOpen}
        role={role}
        filters={filters}
        onApply={(next) => {
          setFiltersOpen(false);
          setFilters(next);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <OrderSheets sheets={sheets} role={role} online={online} />
    </div>
  );
}

/** The filter sheet's option lists, fetched when the browser is idle after the first page came. */
function usePrefetchOptionsOnceListed(listed: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (listed) return whenIdle(() => void prefetchOrderOptions(client));
  }, [listed, client]);
}
