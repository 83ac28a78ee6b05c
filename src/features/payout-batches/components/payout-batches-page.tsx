import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { PayoutBatchStatus, canCall, payoutBatchCalls, type PayoutBatchRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchBatchPage, usePayoutBatches, useShowBatchButton } from '../api/queries.ts';
import { batchDecls, batchKeys, batchShape } from '../filters.ts';
import { BatchActionForm, type BatchForm } from './batch-forms.tsx';
import { BatchCard } from './batch-card.tsx';
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
  const role = roleOf(useUserInfo().data);
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
        renderRow={(r) => <BatchCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        actions={
          canRun ? (
            <Button size="small" color="primary" onClick={() => setCreating(true)}>
              {t({ id: 'payoutBatches.actions.create', message: 'New batch' })}
            </Button>
          ) : undefined
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
