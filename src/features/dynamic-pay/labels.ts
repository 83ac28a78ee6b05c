import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DynamicPayOutcome } from '../../contract/index.ts';

/** Fields of the pay scripts and their records (`dynamicPay.fields.*`). */
export const dynamicPayLabels = {
  product: msg({ id: 'dynamicPay.fields.product', message: 'Product' }),
  productId: msg({ id: 'dynamicPay.fields.productId', message: 'Product id' }),
  activeVersion: msg({ id: 'dynamicPay.fields.activeVersion', message: 'Active version' }),
  latestVersion: msg({ id: 'dynamicPay.fields.latestVersion', message: 'Latest version' }),
  versions: msg({ id: 'dynamicPay.fields.versions', message: 'Versions' }),
  source: msg({ id: 'dynamicPay.fields.source', message: 'Script' }),
  note: msg({ id: 'dynamicPay.fields.note', message: 'What changed' }),
  activate: msg({ id: 'dynamicPay.fields.activate', message: 'Make this the active version' }),
  sampleKind: msg({ id: 'dynamicPay.fields.sampleKind', message: 'Run on' }),
  recentOrder: msg({ id: 'dynamicPay.fields.recentOrder', message: 'Recent order' }),
  amount: msg({ id: 'dynamicPay.fields.amount', message: 'Amount' }),
  mchOrderNo: msg({ id: 'dynamicPay.fields.mchOrderNo', message: 'Merchant order number' }),
  userName: msg({ id: 'dynamicPay.fields.userName', message: 'Payer name' }),
  outcome: msg({ id: 'dynamicPay.fields.outcome', message: 'Result' }),
  orderCode: msg({ id: 'dynamicPay.fields.orderCode', message: 'Order number' }),
  version: msg({ id: 'dynamicPay.fields.version', message: 'Script version' }),
  duration: msg({ id: 'dynamicPay.fields.duration', message: 'Duration' }),
  durationMs: msg({ id: 'dynamicPay.fields.durationMs', message: 'Duration (ms)' }),
  runKind: msg({ id: 'dynamicPay.fields.runKind', message: 'Run of' }),
  runTime: msg({ id: 'dynamicPay.fields.runTime', message: 'Run at' }),
  runBy: msg({ id: 'dynamicPay.fields.runBy', message: 'Run by' }),
  error: msg({ id: 'dynamicPay.fields.error', message: 'Error' }),
  payee: msg({ id: 'dynamicPay.fields.payee', message: 'Payee' }),
  link: msg({ id: 'dynamicPay.fields.link', message: 'Link' }),
  qr: msg({ id: 'dynamicPay.fields.qr', message: 'QR payload' }),
  payAmount: msg({ id: 'dynamicPay.fields.payAmount', message: 'Amount to pay' }),
  parts: msg({ id: 'dynamicPay.fields.parts', message: 'Parts' }),
  payNote: msg({ id: 'dynamicPay.fields.payNote', message: 'Note to the payer' }),
  startTime: msg({ id: 'dynamicPay.fields.startTime', message: 'From' }),
  endTime: msg({ id: 'dynamicPay.fields.endTime', message: 'To' }),
};

export const outcomeLabels = {
  ok: msg({ id: 'enum.dynamicPayOutcome.ok', message: 'Succeeded' }),
  failed: msg({ id: 'enum.dynamicPayOutcome.failed', message: 'Failed' }),
} satisfies Record<DynamicPayOutcome, MessageDescriptor>;

/** What a run was made for: an order, or a test run from the editor. */
export const runKindLabels = {
  order: msg({ id: 'dynamicPay.texts.orderRun', message: 'Order' }),
  test: msg({ id: 'dynamicPay.texts.testRun', message: 'Test run' }),
};

export const dynamicPayActionLabels = {
  edit: msg({ id: 'dynamicPay.actions.edit', message: 'Edit' }),
  view: msg({ id: 'dynamicPay.actions.view', message: 'View' }),
  save: msg({ id: 'dynamicPay.actions.save', message: 'Save new version' }),
  testRun: msg({ id: 'dynamicPay.actions.testRun', message: 'Test run' }),
  activate: msg({ id: 'dynamicPay.actions.activate', message: 'Activate' }),
  load: msg({ id: 'dynamicPay.actions.load', message: 'Open in editor' }),
  disable: msg({ id: 'dynamicPay.actions.disable', message: 'Turn off' }),
};
