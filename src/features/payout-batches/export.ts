import { msg } from '@lingui/core/macro';
import type { PayoutBatchRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { batchLabels as l, batchStatusLabel, templateLabel } from './labels.ts';

/**
 * The payout batches' export (decision 126): totals as numbers, status and template in words. Each
 * column's id is the desk table's (batch-columns.tsx), so an export from the table writes the
 * columns shown there, in their order (decision 135); a table column drawing two figures ("3 / 50",
 * "2 · 400.00") is written as its group of two.
 */
export const batchExport: ExportDecl<PayoutBatchRow> = {
  list: 'payout-batches',
  title: msg({ id: 'payoutBatches.titles.export', message: 'Export payout batches' }),
  columns: [
    { id: 'batchNo', label: l.batchNo, kind: 'text', value: (r) => r.batchNo },
    { id: 'template', label: l.template, kind: 'label', value: (r) => templateLabel(r.templateId) ?? r.templateId },
    { id: 'resource', label: l.resource, kind: 'text', value: (r) => r.resourceName },
    { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { id: 'status', label: l.status, kind: 'label', value: (r) => batchStatusLabel(r.status) ?? String(r.status) },
    { id: 'orderCount', label: l.orderCount, kind: 'text', value: (r) => r.orderCount },
    { id: 'orderCount', label: l.maxOrders, kind: 'text', value: (r) => r.maxOrders },
    { id: 'totalAmount', label: l.totalAmount, kind: 'amount', value: (r) => r.totalAmount },
    // 0 is "no limit": an empty cell, as the table writes "None".
    {
      id: 'amountLimit',
      label: l.amountLimit,
      kind: 'amount',
      value: (r) => (r.amountLimit > 0 ? r.amountLimit : null),
    },
    { id: 'exceptions', label: l.exceptionCount, kind: 'text', value: (r) => r.exceptionCount },
    { id: 'exceptions', label: l.exceptionAmount, kind: 'amount', value: (r) => r.exceptionAmount },
    { id: 'fileName', label: l.fileName, kind: 'text', value: (r) => r.fileName },
    { id: 'createTime', label: l.createTime, kind: 'time', value: (r) => r.createTime },
    { id: 'exportedTime', label: l.exportedTime, kind: 'time', value: (r) => r.exportedTime },
    { id: 'finishedTime', label: l.finishedTime, kind: 'time', value: (r) => r.finishedTime },
  ],
};
