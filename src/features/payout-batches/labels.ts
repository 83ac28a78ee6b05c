import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PayoutBatchStatus, type PayoutBatchStatusId, type PayoutBatchTemplateId } from '../../contract/index.ts';

/** Product 3 batch labels, and the batch forms' fields. */
export const batchLabels = {
  batchNo: msg({ id: 'payoutBatches.fields.batchNo', message: 'Batch number' }),
  template: msg({ id: 'payoutBatches.fields.template', message: 'Template' }),
  resource: msg({ id: 'payoutBatches.fields.resource', message: 'Payout account' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  status: msg({ id: 'payoutBatches.fields.status', message: 'Status' }),
  maxOrders: msg({ id: 'payoutBatches.fields.maxOrders', message: 'Max orders' }),
  amountLimit: msg({ id: 'payoutBatches.fields.amountLimit', message: 'Amount limit' }),
  orderCount: msg({ id: 'payoutBatches.fields.orderCount', message: 'Allocated orders' }),
  totalAmount: msg({ id: 'payoutBatches.fields.totalAmount', message: 'Total amount' }),
  exceptionCount: msg({ id: 'payoutBatches.fields.exceptionCount', message: 'Exception orders' }),
  exceptionAmount: msg({ id: 'payoutBatches.fields.exceptionAmount', message: 'Exception amount' }),
  fileName: msg({ id: 'payoutBatches.fields.fileName', message: 'File name' }),
  createTime: msg({ id: 'payoutBatches.fields.createTime', message: 'Created' }),
  exportedTime: msg({ id: 'payoutBatches.fields.exportedTime', message: 'Exported' }),
  finishedTime: msg({ id: 'payoutBatches.fields.finishedTime', message: 'Finished' }),
  startTime: msg({ id: 'payouts.fields.startTime', message: 'Created from' }),
  endTime: msg({ id: 'payouts.fields.endTime', message: 'Created until' }),
  mode: msg({ id: 'payoutBatches.fields.mode', message: 'Make it from' }),
  minAmount: msg({ id: 'payoutBatches.fields.minAmount', message: 'Min amount' }),
  maxAmount: msg({ id: 'payoutBatches.fields.maxAmount', message: 'Max amount' }),
  payoutStart: msg({ id: 'payoutBatches.fields.payoutStart', message: 'Payout time from' }),
  payoutEnd: msg({ id: 'payoutBatches.fields.payoutEnd', message: 'Payout time until' }),
  orders: msg({ id: 'payoutBatches.fields.orders', message: 'Orders' }),
  format: msg({ id: 'payoutBatches.fields.format', message: 'File type' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  rejectReason: msg({ id: 'payouts.fields.rejectReason', message: 'Reject reason' }),
  otherReason: msg({ id: 'payouts.fields.otherReason', message: 'Written reason' }),
};

export const batchStatusLabels = {
  [PayoutBatchStatus.created]: msg({ id: 'enum.payoutBatchStatus.created', message: 'Waiting for export' }),
  [PayoutBatchStatus.exported]: msg({ id: 'enum.payoutBatchStatus.exported', message: 'Exported' }),
  [PayoutBatchStatus.confirmed]: msg({ id: 'enum.payoutBatchStatus.confirmed', message: 'Confirmed' }),
  [PayoutBatchStatus.exception]: msg({ id: 'enum.payoutBatchStatus.exception', message: 'Exception' }),
} satisfies Record<PayoutBatchStatusId, MessageDescriptor>;

export const batchStatusLabel = (s: number): MessageDescriptor | undefined =>
  Object.hasOwn(batchStatusLabels, s) ? batchStatusLabels[s as PayoutBatchStatusId] : undefined;

/** The built-in bank layouts (src/contract/api/payout-batches.ts). */
export const templateLabels = {
  genericCsv: msg({ id: 'enum.payoutBatchTemplate.genericCsv', message: 'Generic CSV' }),
  indiaNeftImps: msg({ id: 'enum.payoutBatchTemplate.indiaNeftImps', message: 'India NEFT/IMPS bulk (Excel)' }),
  indiaUpiBulk: msg({ id: 'enum.payoutBatchTemplate.indiaUpiBulk', message: 'India UPI bulk (Excel)' }),
} satisfies Record<PayoutBatchTemplateId, MessageDescriptor>;

export const templateLabel = (id: string): MessageDescriptor | undefined =>
  Object.hasOwn(templateLabels, id) ? templateLabels[id as PayoutBatchTemplateId] : undefined;

export const modeLabels = {
  selected: msg({ id: 'payoutBatches.mode.selected', message: 'Ticked orders' }),
  rules: msg({ id: 'payoutBatches.mode.rules', message: 'Rules' }),
};

export const formatLabels = {
  xlsx: msg({ id: 'payoutBatches.format.xlsx', message: 'Excel (.xlsx)' }),
  csv: msg({ id: 'payoutBatches.format.csv', message: 'CSV' }),
};

/** The payout account types a batch can use (their menu titles, product 2.3). */
export const resourceTypeLabels: Record<string, MessageDescriptor> = {
  indiaAutoPayout: msg({ id: 'routes.receiving.indiaAutoPayout', message: 'India payout accounts' }),
  razorpayPayProxy: msg({ id: 'routes.receiving.razorpayPayProxy', message: 'Gateway payout channels' }),
  uSDTPayProxy: msg({ id: 'routes.receiving.uSDTPayProxy', message: 'USDT payout channel' }),
};
