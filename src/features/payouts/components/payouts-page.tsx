import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button, Tabs, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useMemo, useState, type ComponentType } from 'react';
import {
  PayoutStatus,
  activeGatewayStates,
  isStaff,
  orderActionCalls,
  payoutCalls,
  canCall,
  type OrderSort,
  type PayoutRow,
  type Role,
} from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { usePagedRows } from '../../../components/list/paged.ts';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { useIsDesk } from '../../../components/use-is-wide.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useCancelClaim, useClaimPayout, useMarkProcessing } from '../api/actions.ts';
import { fetchPayoutPage, fetchPoolPage, usePayoutPool, usePayouts } from '../api/get-payouts.ts';
import { payoutExport } from '../export/declaration.ts';
import {
  payoutKeys,
  payoutOwnDecls,
  payoutPoolDecls,
  payoutShape,
  payoutStaffDecls,
  poolKeys,
  poolShape,
} from '../filters.ts';
import { PayoutActionForm, type PayoutForm } from './action-forms.tsx';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { CreatePayoutForm } from './create-form.tsx';
import { PayoutCard } from './payout-card.tsx';
import { usePayoutColumns } from './payout-columns.tsx';
import { PayoutsTable } from './payouts-table.tsx';
import { PoolBulkBar } from './pool-selection.tsx';
import { usePoolSelection } from './use-pool-selection.ts';
import { PayoutSheet, type PayoutAction } from './payout-sheet.tsx';
import { useOpenFromUrl } from './use-open-from-url.ts';

const P = PayoutStatus;
const open = (s: number) => s !== P.paymentCompleted && s !== P.paymentCancelled;
const claimGivesBack = (s: number) => s === P.awaitingPayment || s === P.preparingPayment;

/**
 * Payout orders (product 2.5): /payProxyOrder/list for staff, suppliers (their claims; an agent its
 * team), merchants (their own, with 'New payout'); /payProxyOrder/pool for staff. A supplier's page
 * has a Pool tab to claim from, since the pool route is staff-only.
 */
export function PayoutsPage({ route, UploadAction }: PayoutsPageProps) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [tab, setTab] = useState<'mine' | 'pool'>('mine');
  if (route.name === 'payoutPool') return <PoolList route={route} role={role} />;
  if (role === 'supplier' && route.variant !== 'supplierProxy') {
    return (
      <>
        <Tabs activeKey={tab} onChange={(k) => setTab(k === 'pool' ? 'pool' : 'mine')}>
          <Tabs.Tab key="mine" title={t({ id: 'payouts.tabs.mine', message: 'My payouts' })} />
          <Tabs.Tab key="pool" title={t({ id: 'payouts.tabs.pool', message: 'Pool' })} />
        </Tabs>
        {tab === 'pool' ? (
          <PoolList route={route} role={role} />
        ) : (
          <MineList route={route} role={role} UploadAction={UploadAction} />
        )}
      </>
    );
  }
  return <MineList route={route} role={role} UploadAction={UploadAction} />;
}

/**
 * The route composes the page with the upload button of payout-upload (src/app/routes/table.ts),
 * so the two features never import each other.
 */
export interface PayoutsPageProps {
  route: AppRoute;
  UploadAction?: ComponentType;
}

interface ListProps {
  route: AppRoute;
  role: Role | undefined;
}

function useRowActions(route: AppRoute, role: Role | undefined, setForm: (f: PayoutForm) => void, close: () => void) {
  const { t } = useLingui();
  const me = useUserInfo().data.user_id;
  const claim = useClaimPayout();
  const giveBack = useCancelClaim();
  const processing = useMarkProcessing();
  /** Runs a one-tap action; a failure says which action failed (product 8), then the server's words. */
  const run = async (p: Promise<unknown>, done: string, failed: string) => {
    try {
      await p;
      Toast.show({ icon: 'success', content: done });
      close();
    } catch (e) {
      Toast.show({ icon: 'fail', content: `${failed}: ${e instanceof Error ? e.message : String(e)}` });
    }
  };
  return (row: PayoutRow, pool: boolean): PayoutAction[] => {
    if (route.readOnly || role === undefined) return [];
    const staff = isStaff(role);
    const mine = role === 'supplier' && row.supplierId === me;
    const acts: PayoutAction[] = [];
    if (pool) {
      if (canCall(orderActionCalls.claimPayout.access, role)) {
        acts.push({
          key: 'claim',
          text: t({ id: 'payouts.actions.claim', message: 'Claim' }),
          run: (r) =>
            void run(
              claim.mutateAsync({ orderId: r.id }),
              t({ id: 'payouts.texts.claimed', message: 'Claimed: it is yours to pay' }),
              t({ id: 'payouts.errors.claimFailed', message: 'Claim failed' }),
            ),
        });
      }
      return acts;
    }
    if (!open(row.status)) return acts;
    // The gateway's answer moves it; the server refuses a person's move meanwhile (errors.payoutAtGateway).
    if (row.gateway && activeGatewayStates.includes(row.gateway.state)) return acts;
    if (role === 'merchant') {
      if (row.status === P.awaitingPayment)
        acts.push({
          key: 'cancel',
          danger: true,
          text: t({ id: 'payouts.actions.cancel', message: 'Cancel payout' }),
          run: (r) => setForm({ kind: 'cancel', row: r }),
        });
      return acts;
    }
    const payer = (mine || (staff && canCall(payoutCalls.complete.access, role))) && row.supplierId !== null;
    if (payer && row.status !== P.processingPayment) {
      acts.push({
        key: 'processing',
        text: t({ id: 'payouts.actions.markProcessing', message: 'Mark processing' }),
        run: (r) =>
          void run(
            processing.mutateAsync({ orderCode: r.orderCode }),
            t({ id: 'payouts.texts.processing', message: 'Marked as processing' }),
            t({ id: 'payouts.errors.processingFailed', message: 'Marking as processing failed' }),
          ),
      });
    }
    if (payer)
      acts.push({
        key: 'complete',
        text: t({ id: 'payouts.actions.complete', message: 'Complete with UTR' }),
        run: (r) => setForm({ kind: 'complete', row: r }),
      });
    if (mine || (staff && canCall(payoutCalls.reject.access, role)))
      acts.push({
        key: 'reject',
        danger: true,
        text: t({ id: 'payouts.actions.reject', message: 'Reject' }),
        run: (r) => setForm({ kind: 'reject', row: r }),
      });
    if (
      row.supplierId !== null &&
      claimGivesBack(row.status) &&
      (mine || (staff && canCall(orderActionCalls.cancelPayoutClaim.access, role)))
    ) {
      acts.push({
        key: 'giveBack',
        danger: true,
        text: t({ id: 'payouts.actions.cancelClaim', message: 'Give back claim' }),
        run: (r) =>
          void Dialog.confirm({
            content: t({ id: 'payouts.texts.cancelClaimConfirm', message: 'Give this payout back to the pool?' }),
          }).then((ok) => {
            if (ok)
              void run(
                giveBack.mutateAsync({ orderId: r.id }),
                t({ id: 'payouts.texts.claimCancelled', message: 'Back in the pool' }),
                t({ id: 'payouts.errors.cancelClaimFailed', message: 'Cancel claim failed' }),
              );
          }),
      });
    }
    if (staff && canCall(payoutCalls.cancel.access, role))
      acts.push({
        key: 'cancel',
        danger: true,
        text: t({ id: 'payouts.actions.cancel', message: 'Cancel payout' }),
        run: (r) => setForm({ kind: 'cancel', row: r }),
      });
    return acts;
  };
}

function MineList({ route, role, UploadAction }: ListProps & Pick<PayoutsPageProps, 'UploadAction'>) {
  const { t, i18n } = useLingui();
  const staff = role !== undefined && isStaff(role);
  const [filters, setFilters] = useListFilters(route.path, payoutKeys, payoutShape);
  const desk = useIsDesk();
  const prefs = useColumnPrefs(useUserInfo().data.user_id, route.path, usePayoutColumns(role, false));
  // The desk table's sort by amount (decision 124); the cards keep the list newest first.
  const sort: OrderSort | undefined =
    desk && prefs.sort?.column === 'amount' ? (prefs.sort.dir === 'asc' ? 'amountAsc' : 'amountDesc') : undefined;
  const payouts = usePayouts(filters, sort);
  const { rows } = usePagedRows(payouts);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [form, setForm] = useState<PayoutForm>(null);
  const [creating, setCreating] = useState(false);
  const online = useOnline();
  const actionsFor = useRowActions(route, role, setForm, () => setOpenedId(null));
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  useOpenFromUrl(route.path, rows, payouts.isSuccess && !payouts.isFetching, setOpenedId);
  const exportDecl = useMemo(() => payoutExport(role, false), [role]);
  return (
    <>
      {role === 'merchant' && !route.readOnly && <OfflineActionsNote />}
      <FilteredList
        idPrefix="payout-filter"
        decls={staff ? payoutStaffDecls : payoutOwnDecls}
        searchLabel={t({ id: 'orders.labels.search', message: 'Search by order or merchant order number' })}
        schema={payoutCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={payouts}
        totalText={(total) => t({ id: 'payouts.texts.total', message: `${total} payouts` })}
        rowKey={(r) => r.id}
        estimateSize={200}
        emptyText={t({ id: 'payouts.texts.empty', message: 'No payouts match' })}
        failTitle={i18n._(fetchFailed.payoutCount)}
        renderRow={(r) => <PayoutCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        route={route}
        exportDecl={exportDecl}
        exportPage={(ref, signal) => fetchPayoutPage(filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        view={
          desk
            ? (shown, paging) => (
                <PayoutsTable
                  label={t({ id: 'payouts.titles.table', message: 'Payout orders' })}
                  rows={shown}
                  paging={paging}
                  prefs={prefs}
                  actionsFor={(r) => actionsFor(r, false)}
                  pool={false}
                  online={online}
                  onOpen={(r) => setOpenedId(r.id)}
                />
              )
            : undefined
        }
        actions={
          role === 'merchant' && !route.readOnly ? (
            <>
              <Button size="small" color="primary" disabled={!online} onClick={() => setCreating(true)}>
                {t({ id: 'payouts.actions.create', message: 'New payout' })}
              </Button>
              {UploadAction && <UploadAction />}
              {desk && <ColumnsButton prefs={prefs} />}
            </>
          ) : desk ? (
            <ColumnsButton prefs={prefs} />
          ) : undefined
        }
      />
      <PayoutSheet
        row={form ? null : opened}
        actions={opened ? actionsFor(opened, false) : []}
        showSupplier={role !== 'merchant'}
        onClose={() => setOpenedId(null)}
      />
      <PayoutActionForm form={form} needGoogle={role !== 'merchant'} onClose={() => setForm(null)} />
      {role === 'merchant' && <CreatePayoutForm open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

function PoolList({ route, role }: ListProps) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, poolKeys, poolShape);
  const pool = usePayoutPool(filters);
  const { rows } = usePagedRows(pool);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const actionsFor = useRowActions(
    route,
    role,
    () => undefined,
    () => setOpenedId(null),
  );
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  const exportDecl = useMemo(() => payoutExport(role, true), [role]);
  const desk = useIsDesk();
  const online = useOnline();
  const prefs = useColumnPrefs(
    useUserInfo().data.user_id,
    route.name === 'payoutPool' ? route.path : `${route.path}#pool`,
    usePayoutColumns(role, true),
  );
  // The pool's bulk action is its claim (decision 124), one call per payout as a tap would send.
  const canClaim = !route.readOnly && role !== undefined && canCall(orderActionCalls.claimPayout.access, role);
  const selection = usePoolSelection();
  return (
    <>
      <FilteredList
        idPrefix="payout-pool-filter"
        decls={payoutPoolDecls}
        schema={payoutCalls.getPool.input}
        filters={filters}
        onFilters={setFilters}
        query={pool}
        totalText={(total) => t({ id: 'payouts.texts.poolTotal', message: `${total} payouts waiting` })}
        rowKey={(r) => r.id}
        estimateSize={200}
        emptyText={t({ id: 'payouts.texts.poolEmpty', message: 'The pool is empty' })}
        failTitle={i18n._(fetchFailed.payoutCount)}
        renderRow={(r) => <PayoutCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        route={route}
        exportDecl={exportDecl}
        exportPage={(ref, signal) => fetchPoolPage(filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        actions={desk ? <ColumnsButton prefs={prefs} /> : undefined}
        banner={desk && canClaim ? <PoolBulkBar rows={rows} selection={selection} online={online} /> : undefined}
        view={
          desk
            ? (shown, paging) => (
                <PayoutsTable
                  label={t({ id: 'payouts.titles.poolTable', message: 'Payouts waiting in the pool' })}
                  rows={shown}
                  paging={paging}
                  prefs={prefs}
                  actionsFor={(r) => actionsFor(r, true)}
                  pool
                  online={online}
                  onOpen={(r) => setOpenedId(r.id)}
                  selection={canClaim ? selection.table : undefined}
                />
              )
            : undefined
        }
      />
      <PayoutSheet
        row={opened}
        actions={opened ? actionsFor(opened, true) : []}
        showSupplier={false}
        onClose={() => setOpenedId(null)}
      />
    </>
  );
}
