import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { PayoutBatchStatus, canCall, payoutBatchCalls, type PayoutBatchRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView } from '../../../components/list/table-view.tsx';
import { useIsDesk } from '../../../components/use-is-wide.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchBatchPage, usePayoutBatches, useShowBatchButton } from '../api/queries.ts';
import { batchDecls, batchKeys, batchShape } from '../filters.ts';
import { BatchActionForm, type BatchForm } from './batch-forms.tsx';
import { BatchCard } from './batch-card.tsx';
import { useBatchColumns } from './batch-columns.tsx';
import { BatchSheet, type BatchAction } from './batch-sheet.tsx';
import { CreateBatchSheet } from './create-batch-sheet.tsx';
import { batchExport } from '../export.ts';

const B = PayoutBatchStatus;

/**
 * Payout batches (product 2.5; decision 039): /payoutBatch/list for superAdmin, admin and suppliers
 * (their own batches), read-only on /payoutBatch/list/customerService. ShowBatchButton hides the
 * batch steps.
 */
export function PayoutBatchesPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const user = useUserInfo().data;
  const role = roleOf(user);
  const desk = useIsDesk();
  const prefs = useColumnPrefs(user.user_id, route.path, useBatchColumns(role));
  const showSteps = useShowBatchButton();
  const canRun = !route.readOnly && showSteps && canCall(payoutBatchCalls.create.access, role);
  const [filters, setFilters] = useListFilters(route.path, batchKeys, batchShape);
  const batches = usePayoutBatches(filters);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [form, setForm] = useState<BatchForm>(null);
  const [creating, setCreating] = useState(false);

  const actionsFor = (b: PayoutBatchRow): BatchAction[] => {
    if (!canRun) return [];
    const acts: BatchAction[] = [];
    if (b.status === B.created || b.status === B.exported)
      acts.push({ key: 'export', text: t({ id: 'payoutBatches.actions.export', message: 'Export file' }) });
    if (b.status === B.exported)
      acts.push({ key: 'confirm', text: t({ id: 'payoutBatches.actions.confirm', message: 'Confirm batch' }) });
    if (b.status === B.created || b.status === B.exported)
      acts.push({
        key: 'abnormal',
        danger: true,
        text: t({ id: 'payoutBatches.actions.abnormal', message: 'Mark abnormal' }),
      });
    return acts;
  };

  // A batch's actions need its orders, which its detail loads: the row's button and key open it.
  const more = t({ id: 'orders.buttons.actions', message: 'Actions' });
  const open = (b: PayoutBatchRow) => setOpenedId(b.id);

  return (
    <>
      <FilteredList
        idPrefix="batch-filter"
        decls={batchDecls}
        schema={payoutBatchCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={batches}
        totalText={(total) => t({ id: 'payoutBatches.texts.total', message: `${total} batches` })}
        rowKey={(r) => r.id}
        estimateSize={220}
        emptyText={t({ id: 'payoutBatches.texts.empty', message: 'No batches match' })}
        failTitle={i18n._(fetchFailed.batchList)}
        route={route}
        exportDecl={batchExport}
        exportPage={(ref, signal) => fetchBatchPage(filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        renderRow={(r) => <BatchCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        view={
          desk
            ? (shown, paging) => (
                <TableView
                  label={t({ id: 'payoutBatches.titles.table', message: 'Payout batches' })}
                  rows={shown}
                  rowKey={(b) => b.id}
                  rowLabel={(b) => b.batchNo}
                  rowTestId="batch-row"
                  columns={prefs.visible}
                  sort={prefs.sort}
                  onSort={prefs.setSort}
                  {...paging}
                  onOpen={open}
                  renderActions={(b) =>
                    actionsFor(b).length > 0 && (
                      <Button size="small" fill="outline" onClick={() => open(b)}>
                        {more}
                      </Button>
                    )
                  }
                  rowActions={(b) => (actionsFor(b).length > 0 ? [{ key: 'a', label: more, run: () => open(b) }] : [])}
                  actionKeys={canRun ? [{ key: 'a', label: more }] : []}
                />
              )
            : undefined
        }
        actions={
          <>
            {canRun && (
              <Button size="small" color="primary" onClick={() => setCreating(true)}>
                {t({ id: 'payoutBatches.actions.create', message: 'New batch' })}
              </Button>
            )}
            {desk && <ColumnsButton prefs={prefs} />}
          </>
        }
      />
      <BatchSheet
        batchId={form ? null : openedId}
        actionsFor={actionsFor}
        onAction={(kind, batch, orders) => setForm({ kind, batch, orders })}
        onClose={() => setOpenedId(null)}
      />
      <BatchActionForm form={form} onClose={() => setForm(null)} />
      {canRun && <CreateBatchSheet open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}
