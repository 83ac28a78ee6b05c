import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  batchSheet,
  PayoutBatchStatus,
  PayoutStatus,
  isBatchTemplateId,
  payoutBatchCalls,
  payoutBatchTemplates,
  payoutRejectReasons,
  type CallInput,
  type PayoutBatchRow,
  type PayoutRow,
} from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { payoutRejectReasonLabels } from '../../payouts/index.ts';
import { useConfirmBatch, useExportBatch, useMarkBatchAbnormal } from '../api/actions.ts';
import { batchLabels as l, formatLabels } from '../labels.ts';
import { OrderTicks } from './order-ticks.tsx';

export type BatchForm = { kind: 'export' | 'confirm' | 'abnormal'; batch: PayoutBatchRow; orders: PayoutRow[] } | null;

/** Product 8 failure texts. */
const failures = {
  export: msg({ id: 'payoutBatches.errors.exportFailed', message: 'Batch export failed' }),
  confirm: msg({ id: 'payoutBatches.errors.confirmFailed', message: 'Batch confirmation failed' }),
  abnormal: msg({ id: 'payoutBatches.errors.abnormalFailed', message: 'Batch exception handling failed' }),
  /** The exception with ticked orders: those are rejected to their merchants. */
  rejection: msg({ id: 'payoutBatches.errors.rejectionFailed', message: 'Batch rejection processing failed' }),
  download: msg({ id: 'payoutBatches.errors.downloadFailed', message: 'Batch download failed' }),
};

const googleField = { name: 'googleCode', label: l.googleCode, kind: 'digits' as const, maxLength: 6 };

/** The three batch steps that need input: file type, Google code, the orders to reject and why. */
export function BatchActionForm({ form, onClose }: { form: BatchForm; onClose: () => void }) {
  if (!form) return null;
  if (form.kind === 'export') return <ExportForm batch={form.batch} onClose={onClose} />;
  if (form.kind === 'confirm') return <ConfirmForm batch={form.batch} onClose={onClose} />;
  return <AbnormalForm batch={form.batch} orders={form.orders} onClose={onClose} />;
}

function ExportForm({ batch, onClose }: { batch: PayoutBatchRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { batchNo } = batch;
  const exportBatch = useExportBatch();
  const formats = isBatchTemplateId(batch.templateId)
    ? payoutBatchTemplates[batch.templateId].formats
    : (['xlsx', 'csv'] as const);
  return (
    <FormSheet
      stepUp="EnableGoogleVerifyForBatchOperations"
      open
      onClose={onClose}
      title={t({ id: 'payoutBatches.actions.export', message: 'Export file' })}
      intro={
        <p>
          {batch.status === PayoutBatchStatus.created
            ? t({
                id: 'payoutBatches.texts.exportFirst',
                message: `Batch ${batchNo}: its orders become Ready to process and the bank file is downloaded.`,
              })
            : t({
                id: 'payoutBatches.texts.exportAgain',
                message: `Batch ${batchNo} was exported before: the file is downloaded again.`,
              })}
        </p>
      }
      fields={[
        {
          name: 'format',
          label: l.format,
          kind: 'choice',
          options: formats.map((f) => ({ value: f, label: i18n._(formatLabels[f]) })),
        },
        googleField,
      ]}
      initial={{ format: formats[0] ?? 'xlsx', googleCode: '' }}
      schema={payoutBatchCalls.exportFile.input}
      toInput={(v: Values) => ({ id: batch.id, format: v.format, googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'payoutBatches.actions.download', message: 'Export and download' })}
      failure={failures.export}
      onSubmit={async (input) => {
        const res = await exportBatch.mutateAsync(input as CallInput<typeof payoutBatchCalls.exportFile>);
        const { header, rows } = batchSheet(res.batch.templateId, res.orders);
        // Built in the sheet worker, so a 500-row file never freezes the page. The batch is exported
        // by now; a file that cannot be built or saved is a download failure, and exporting again
        // downloads it again.
        try {
          const { exportSheet } = await import('../../../lib/sheets/export.ts');
          await exportSheet({ format: res.format, fileName: res.fileName, header, rows });
        } catch (e) {
          Toast.show({
            icon: 'fail',
            content: `${i18n._(failures.download)}: ${e instanceof Error ? e.message : String(e)}`,
          });
          return;
        }
        const { fileName } = res;
        Toast.show({
          icon: 'success',
          content: t({ id: 'payoutBatches.texts.exported', message: `Downloaded ${fileName}` }),
        });
        onClose();
      }}
    />
  );
}

function ConfirmForm({ batch, onClose }: { batch: PayoutBatchRow; onClose: () => void }) {
  const { t } = useLingui();
  const { batchNo } = batch;
  const confirm = useConfirmBatch();
  return (
    <FormSheet
      stepUp="EnableGoogleVerifyForBatchOperations"
      open
      onClose={onClose}
      title={t({ id: 'payoutBatches.actions.confirm', message: 'Confirm batch' })}
      intro={
        <p>
          {t({
            id: 'payoutBatches.texts.confirmPrompt',
            message: `Batch ${batchNo}: the bank paid it. Every open order becomes Payment Completed and the money is settled.`,
          })}
        </p>
      }
      fields={[googleField]}
      initial={{ googleCode: '' }}
      schema={payoutBatchCalls.confirm.input}
      toInput={(v: Values) => ({ id: batch.id, googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failures.confirm}
      onSubmit={async (input) => {
        await confirm.mutateAsync(input as CallInput<typeof payoutBatchCalls.confirm>);
        Toast.show({
          icon: 'success',
          content: t({ id: 'payoutBatches.texts.confirmed', message: 'Batch confirmed' }),
        });
        onClose();
      }}
    />
  );
}

function AbnormalForm({ batch, orders, onClose }: { batch: PayoutBatchRow; orders: PayoutRow[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { batchNo } = batch;
  const abnormal = useMarkBatchAbnormal();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const open = orders.filter(
    (o) => o.status !== PayoutStatus.paymentCompleted && o.status !== PayoutStatus.paymentCancelled,
  );
  return (
    <FormSheet
      stepUp="EnableGoogleVerifyForBatchOperations"
      open
      onClose={onClose}
      title={t({ id: 'payoutBatches.actions.abnormal', message: 'Mark abnormal' })}
      intro={
        <>
          <p>
            {t({
              id: 'payoutBatches.texts.abnormalPrompt',
              message: `Batch ${batchNo} becomes an exception. Ticked orders are rejected to the merchant (balance returned); the others go back to Awaiting Payment to be batched again.`,
            })}
          </p>
          <OrderTicks
            orders={open}
            ticked={ticked}
            label={i18n._(l.orders)}
            onTick={(code, on) =>
              setTicked((prev) => {
                const next = new Set(prev);
                if (on) next.add(code);
                else next.delete(code);
                return next;
              })
            }
          />
        </>
      }
      fields={[
        {
          name: 'reason',
          label: l.rejectReason,
          kind: 'choice',
          options: payoutRejectReasons.map((r) => ({ value: r, label: i18n._(payoutRejectReasonLabels[r]) })),
        },
        {
          name: 'otherReason',
          label: l.otherReason,
          kind: 'textarea',
          maxLength: 256,
          visible: (v) => v.reason === 'other',
        },
        googleField,
      ]}
      initial={{ reason: '', otherReason: '', googleCode: '' }}
      schema={payoutBatchCalls.markAbnormal.input}
      toInput={(v: Values) => ({
        id: batch.id,
        orderCodes: [...ticked],
        reason: v.reason,
        otherReason: v.otherReason ?? '',
        googleCode: v.googleCode ?? '',
      })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={ticked.size > 0 ? failures.rejection : failures.abnormal}
      onSubmit={async (input) => {
        await abnormal.mutateAsync(input as CallInput<typeof payoutBatchCalls.markAbnormal>);
        Toast.show({
          icon: 'success',
          content: t({ id: 'payoutBatches.texts.abnormalDone', message: 'Batch marked abnormal' }),
        });
        onClose();
      }}
    />
  );
}
