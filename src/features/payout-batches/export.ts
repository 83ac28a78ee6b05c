import { msg } from '@lingui/core/macro';
import type { PayoutBatchRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { batchLabels as l, batchStatusLabel, templateLabel } from './labels.ts';

/** The payout batches' export (decision 126): totals as numbers, status and template in words. */
export const batchExport: ExportDecl<PayoutBatchRow> = {
  list: 'payout-batches',
  title: msg({ id: 'payoutBatches.titles.export', message: 'Export payout batches' }),
  columns: [
    { label: l.batchNo, kind: 'text', value: (r) => r.batchNo },
    { label: l.template, kind: 'label', value: (r) => templateLabel(r.templateId) ?? r.templateId },
    { label: l.resource, kind: 'text', value: (r) => r.resourceName },
    { label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { label: l.status, kind: 'label', value: (r) => batchStatusLabel(r.status) ?? String(r.status) },
    { label: l.orderCount, kind: 'text', value: (r) => r.orderCount },
    { label: l.totalAmount, kind: 'amount', value: (r) => r.totalAmount },
    { label: l.exceptionCount, kind: 'text', value: (r) => r.exceptionCount },
    { label: l.exceptionAmount, kind: 'amount', value: (r) => r.exceptionAmount },
    { label: l.fileName, kind: 'text', value: (r) => r.fileName },
    { label: l.createTime, kind: 'time', value: (r) => r.createTime },
    { label: l.exportedTime, kind: 'time', value: (r) => r.exportedTime },
    { label: l.finishedTime, kind: 'time', value: (r) => r.finishedTime },
  ],
};
