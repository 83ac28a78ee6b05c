import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { PayoutBatchRow, PayoutRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useBatchDetail } from '../api/queries.ts';
import { batchLabels as l, batchStatusLabel, templateLabel } from '../labels.ts';
import { OrderTicks } from './order-ticks.tsx';
import styles from './payout-batches.module.css';

export interface BatchAction {
  key: 'export' | 'confirm' | 'abnormal';
  text: string;
  danger?: boolean;
}

/** One batch in full with its orders, and the steps the caller may take on it now. */
export function BatchSheet({
  batchId,
  actionsFor,
  onAction,
  onClose,
}: {
  batchId: number | null;
  actionsFor: (batch: PayoutBatchRow) => BatchAction[];
  onAction: (key: BatchAction['key'], batch: PayoutBatchRow, orders: PayoutRow[]) => void;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const detail = useBatchDetail(batchId);
  const batch = detail.data?.batch ?? null;
  const orders = detail.data?.orders ?? [];
  const status = batch ? batchStatusLabel(batch.status) : undefined;
  const template = batch ? templateLabel(batch.templateId) : undefined;
  const facts: [string, ReactNode][] = batch
    ? [
        [i18n._(l.batchNo), batch.batchNo],
        [i18n._(l.status), <span data-testid="batch-detail-status">{status ? i18n._(status) : batch.status}</span>],
        [i18n._(l.template), template ? i18n._(template) : batch.templateId],
        [i18n._(l.resource), batch.resourceName],
        [i18n._(l.supplier), batch.supplierName || `#${batch.supplierId}`],
        [i18n._(l.maxOrders), batch.maxOrders],
        [
          i18n._(l.amountLimit),
          batch.amountLimit > 0
            ? formatMoney(i18n, batch.amountLimit)
            : t({ id: 'payoutBatches.texts.noLimit', message: 'None' }),
        ],
        [i18n._(l.orderCount), batch.orderCount],
        [i18n._(l.totalAmount), formatMoney(i18n, batch.totalAmount)],
        [i18n._(l.exceptionCount), batch.exceptionCount],
        [i18n._(l.exceptionAmount), formatMoney(i18n, batch.exceptionAmount)],
        [i18n._(l.fileName), batch.fileName || '—'],
        [i18n._(l.createTime), whenText(i18n, batch.createTime)],
        [i18n._(l.exportedTime), whenText(i18n, batch.exportedTime)],
        [i18n._(l.finishedTime), whenText(i18n, batch.finishedTime)],
      ]
    : [];
  const actions = batch ? actionsFor(batch) : [];
  const count = orders.length;
  return (
    <DetailSheet
      open={batchId !== null}
      label={batch?.batchNo ?? ''}
      testId="batch-detail"
      onClose={onClose}
      actions={
        batch && actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((a) => (
              <Button
                key={a.key}
                block
                size="large"
                color={a.danger ? 'danger' : 'primary'}
                fill={a.danger ? 'outline' : 'solid'}
                className={list.button}
                onClick={() => onAction(a.key, batch, orders)}
              >
                {a.text}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    >
      {detail.isPending && <DotLoading />}
      <ErrorAlert error={detail.error} />
      <FactList rows={facts} />
      {batch && (
        <>
          <h3 className={styles.section}>
            {t({ id: 'payoutBatches.texts.ordersTitle', message: `Orders (${count})` })}
          </h3>
          <OrderTicks orders={orders} ticked={null} label={i18n._(l.orders)} />
        </>
      )}
    </DetailSheet>
  );
}
