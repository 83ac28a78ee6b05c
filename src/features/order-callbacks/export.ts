import { msg } from '@lingui/core/macro';
import type { OrderCallbackRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { callbackLabels as l, deliveredLabels } from './labels.ts';

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
