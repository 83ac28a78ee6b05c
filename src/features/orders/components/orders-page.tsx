import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button, Toast } from 'antd-mobile';
import { ActionSheet } from '../../../components/sheets/overlays.ts';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { InfiniteList } from '../../../components/list/infinite-list.tsx';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import { usePagedRows } from '../../../components/list/paged.ts';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { SearchBox } from '../../../components/filters/search-box.tsx';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { canCall, orderCalls, type OrderRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { prefetchOrderOptions } from '../api/get-order-options.ts';
import { useOrders } from '../api/get-orders.ts';
import type { FilterKey } from '../filters.ts';
import { actionLabels } from '../labels.ts';
import { actionsFor, roleMay, type OrderActionName } from '../order-rules.ts';
import { ActionForms, type FormAction } from './action-forms.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderDetail } from './order-detail.tsx';
import { QueueFilter } from './queue-filter.tsx';
import { useConfirmActions, type ConfirmAction } from './use-confirm-actions.ts';
import { useQueryStatusAction } from './use-query-status-action.ts';
import { useUrlFilters } from './use-url-filters.ts';
import styles from './orders-page.module.css';

const confirmActions: readonly OrderActionName[] = ['freeResource', 'resendCallback', 'unlock', 'convertToTest'];

/**
 * The route composes the page with the batch upload of order-upload (src/app/routes/table.ts),
 * so the two features never import each other.
 */
export interface OrdersPageProps {
  route: AppRoute;
  UploadAction?: ComponentType<{ merchant: boolean }>;
}

/** Collection orders (spec 2.4) for every role; the server scopes the rows, the role decides the actions. */
export function OrdersPage({ route, UploadAction }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const { data: user } = useUserInfo();
  const role = roleOf(user);
  const [filters, setFilters] = useUrlFilters(route.path, role);
  const orders = useOrders(filters);
  const confirm = useConfirmActions();
  const queryStatus = useQueryStatusAction(role);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [openedCode, setOpenedCode] = useState<string | null>(null);
  const [sheetFor, setSheetFor] = useState<OrderRow | null>(null);
  const [form, setForm] = useState<{ order: OrderRow; action: FormAction } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const { rows, total: counted } = usePagedRows(orders);
  // Only the first page is counted (up to the cap; with HighPerfOrderQuery not at all). Past the
  // cap, the rows loaded are a lower bound that grows as pages load, exact once the last is in.
  const firstPage = orders.data?.pages[0];
  const capped = firstPage !== undefined && 'totalCapped' in firstPage && firstPage.totalCapped === true;
  const atLeast = capped && orders.hasNextPage ? Math.max(counted, rows.length) : null;
  const total = capped ? rows.length : counted;
  // The opened order is read from the list, so it shows the state after an action refetched it.
  const opened = openedCode ? (rows.find((r) => r.orderCode === openedCode) ?? null) : null;
  const canBulkUnlock = !route.readOnly && roleMay('unlock', role);
  const canSupplement = !route.readOnly && roleMay('supplement', role);
  const online = useOnline();
  const activeCount = Object.keys(filters).length;
  const shownAtLeast = atLeast === null ? '' : i18n.number(atLeast);

  const start = useCallback(
    (action: OrderActionName, order: OrderRow) => {
      setSheetFor(null);
      if (action === 'queryStatus') void queryStatus(order);
      else if (confirmActions.includes(action)) void confirm.run(action as ConfirmAction, order);
      else setForm({ order, action: action as FormAction });
    },
    [confirm, queryStatus],
  );
  const onSelect = useCallback((o: OrderRow, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(o.orderCode);
      else next.delete(o.orderCode);
      return next;
    });
  }, []);
  const onSupplement = useCallback((o: OrderRow) => start('supplement', o), [start]);

  // ?open=<order number> (home's latest orders) opens that order's detail once it is listed; the
  // param leaves the address at once, so a reload or Back does not open it again.
  const location = useLocation();
  const navigate = useNavigate();
  const openParam = location.pathname === route.path ? new URLSearchParams(location.search).get('open') : null;
  const [openedFromUrl, setOpenedFromUrl] = useState<string | null>(null);
  const [awaitedFromUrl, setAwaitedFromUrl] = useState<string | null>(null);
  if (openParam !== openedFromUrl) {
    setOpenedFromUrl(openParam);
    if (openParam) {
      setOpenedCode(openParam);
      setAwaitedFromUrl(openParam);
    }
  }
  // The order named by the link is not among the rows once they came (gone, or not this person's):
  // spec 8's "operation parameters lost", instead of a sheet that never opens.
  const [lostCode, setLostCode] = useState<string | null>(null);
  if (awaitedFromUrl && orders.isSuccess && !orders.isFetching) {
    setAwaitedFromUrl(null);
    if (!rows.some((r) => r.orderCode === awaitedFromUrl)) {
      setLostCode(awaitedFromUrl);
      if (openedCode === awaitedFromUrl) setOpenedCode(null);
    }
  }
  useEffect(() => {
    if (!lostCode) return;
    const code = lostCode;
    Toast.show({
      icon: 'fail',
      content: t({
        id: 'orders.errors.parametersLost',
        message: `Operation parameters lost: order ${code} is not in this list`,
      }),
    });
  }, [lostCode, t]);
  useEffect(() => {
    if (!openParam) return;
    const params = new URLSearchParams(location.search);
    params.delete('open');
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [openParam, location.pathname, location.search, navigate]);
  const onOpen = useCallback((o: OrderRow) => setOpenedCode(o.orderCode), []);
  const client = useQueryClient();
  const listed = orders.isSuccess;
  useEffect(() => {
    if (listed) return whenIdle(() => void prefetchOrderOptions(client));
  }, [listed, client]);

  const renderRow = (o: OrderRow) => {
    const actions = actionsFor(o, role, route.readOnly);
    return (
      <OrderCard
        order={o}
        canSupplement={actions.includes('supplement')}
        supplementOff={!online}
        hasMore={actions.some((a) => a !== 'supplement')}
        selecting={selecting}
        selected={selected.has(o.orderCode)}
        onOpen={onOpen}
        onSupplement={onSupplement}
        onMore={setSheetFor}
        onSelect={onSelect}
      />
    );
  };

  const sheetActions = sheetFor ? actionsFor(sheetFor, role, route.readOnly).filter((a) => a !== 'supplement') : [];
  const openedActions = opened ? actionsFor(opened, role, route.readOnly) : [];

  return (
    <div className={styles.page}>
      <ListToolbar
        activeCount={activeCount}
        onFilters={() => setFiltersOpen(true)}
        total={
          !orders.isSuccess
            ? null
            : atLeast !== null
              ? t({ id: 'orders.texts.totalAtLeast', message: `More than ${shownAtLeast} orders` })
              : t({ id: 'orders.texts.total', message: plural(total, { one: '# order', other: '# orders' }) })
        }
      >
        {UploadAction && <UploadAction merchant={role === 'merchant' && !route.readOnly} />}
        {canBulkUnlock && (
          <Button
            fill={selecting ? 'solid' : 'outline'}
            className={styles.button}
            onClick={() => {
              setSelecting((v) => !v);
              setSelected(new Set());
            }}
          >
            {selecting
              ? t({ id: 'common.buttons.cancel', message: 'Cancel' })
              : t({ id: 'orders.buttons.bulkUnlock', message: 'Bulk unlock' })}
          </Button>
        )}
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
      {selecting && (
        <div className={styles.bulkBar}>
          <span>{t({ id: 'orders.texts.selected', message: `Selected: ${selected.size}` })}</span>
          <Button
            color="primary"
            disabled={selected.size === 0}
            className={styles.button}
            onClick={() =>
              void confirm.unlockMany([...selected]).then((ok) => {
                if (ok) {
                  setSelecting(false);
                  setSelected(new Set());
                }
              })
            }
          >
            {i18n._(actionLabels.unlock)}
          </Button>
        </div>
      )}
      <InfiniteList
        query={orders}
        rows={rows}
        rowKey={(o) => o.id}
        estimateSize={236}
        emptyText={t({ id: 'orders.texts.empty', message: 'No orders match' })}
        failTitle={i18n._(fetchFailed.orderList)}
        renderRow={renderRow}
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
      <OrderDetail
        order={opened}
        showAllocation={canCall(orderCalls.getOrderAllocateInfo.access, role)}
        onClose={() => setOpenedCode(null)}
        actions={
          opened && openedActions.length > 0 ? (
            <>
              {/* Every order action writes: offline it waits, said before one is chosen. */}
              <OfflineActionsNote />
              <Button
                block
                size="large"
                color="primary"
                className={styles.button}
                disabled={!online}
                onClick={() => setSheetFor(opened)}
              >
                {t({ id: 'orders.buttons.actions', message: 'Actions' })}
              </Button>
            </>
          ) : undefined
        }
      />
      <ActionSheet
        visible={sheetFor !== null}
        onClose={() => setSheetFor(null)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={(sheetFor && openedCode === sheetFor.orderCode ? openedActions : sheetActions).map((a) => ({
          key: a,
          text: i18n._(actionLabels[a]),
          danger: a === 'reject' || a === 'reverseOrder',
          onClick: () => sheetFor && start(a, sheetFor),
        }))}
      />
      {/* Mounted with a chosen form only: its mutations and lists are not part of the first render. */}
      {form && <ActionForms order={form.order} action={form.action} onClose={() => setForm(null)} />}
    </div>
  );
}
