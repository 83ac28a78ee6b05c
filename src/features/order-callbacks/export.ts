import { msg } from '@lingui/core/macro';
import type { CallbackAttemptRow, OrderCallbackRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { callbackLabels as l, deliveredLabels, triggerLabels } from './labels.ts';

const attemptTime = msg({ id: 'orderCallbacks.fields.attemptTime', message: 'Sent' });

/** The order callbacks' export (decision 126) and desk columns (decision 135): the card's facts and more. */
export const callbackExport: ExportDecl<OrderCallbackRow> = {
  list: 'order-callbacks',
  title: msg({ id: 'orderCallbacks.titles.export', message: 'Export order callbacks' }),
  columns: [
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'merchantOrderNo', label: l.merchantOrderNo, kind: 'text', value: (r) => r.mchOrderNo },
    { id: 'merchant', label: l.merchant, kind: 'text', value: (r) => r.merchantName },
    {
      id: 'delivered',
      label: l.callbackSuccess,
      kind: 'label',
      value: (r) => (r.callbackSuccess ? deliveredLabels.yes : deliveredLabels.no),
    },
    { id: 'callbackCount', label: l.callbackCount, kind: 'text', value: (r) => r.callbackCount },
    { id: 'lastResponseStatus', label: l.lastResponseStatus, kind: 'text', value: (r) => r.lastResponseStatus },
    { id: 'lastCallbackAt', label: l.lastCallbackAt, kind: 'time', value: (r) => r.lastCallbackAt },
    { id: 'nextAttemptAt', label: l.nextAttemptAt, kind: 'time', value: (r) => r.nextAttemptAt },
    { id: 'url', label: l.url, kind: 'text', value: (r) => r.notifyUrl },
  ],
};

/** The callback attempts' export (decision 126) and desk columns (decision 135): one line an attempt. */
export const attemptExport: ExportDecl<CallbackAttemptRow> = {
  list: 'callback-attempts',
  title: msg({ id: 'orderCallbacks.titles.exportAttempts', message: 'Export callback attempts' }),
  columns: [
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'createTime', label: attemptTime, kind: 'time', value: (r) => r.createTime },
    { id: 'merchantOrderNo', label: l.merchantOrderNo, kind: 'text', value: (r) => r.mchOrderNo },
    { id: 'merchant', label: l.merchant, kind: 'text', value: (r) => r.merchantName },
    { id: 'eventType', label: l.eventType, kind: 'text', value: (r) => r.eventType },
    { id: 'attempt', label: l.attempt, kind: 'text', value: (r) => r.attempt },
    { id: 'trigger', label: l.trigger, kind: 'label', value: (r) => triggerLabels[r.trigger] },
    {
      id: 'delivered',
      label: l.callbackSuccess,
      kind: 'label',
      value: (r) => (r.success ? deliveredLabels.yes : deliveredLabels.no),
    },
    { id: 'responseStatus', label: l.responseStatus, kind: 'text', value: (r) => r.responseStatus },
    { id: 'duration', label: l.duration, kind: 'text', value: (r) => r.durationMs },
    { id: 'httpMethod', label: l.httpMethod, kind: 'text', value: (r) => r.httpMethod },
    { id: 'url', label: l.url, kind: 'text', value: (r) => r.url },
    { id: 'operator', label: l.operator, kind: 'text', value: (r) => r.operatorAccount },
    { id: 'error', label: l.error, kind: 'text', value: (r) => r.error },
  ],
};
