import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RetentionRunState, RetentionTable } from '../../contract/index.ts';

export const tableLabels: Record<RetentionTable, MessageDescriptor> = {
  orders: msg({ id: 'orderClearHistory.tables.orders', message: 'Orders' }),
  orderCallbacks: msg({ id: 'orderClearHistory.tables.orderCallbacks', message: 'Callbacks' }),
  monitorLogs: msg({ id: 'orderClearHistory.tables.monitorLogs', message: 'Monitor log lines' }),
  bankStatements: msg({ id: 'orderClearHistory.tables.bankStatements', message: 'SMS records' }),
  webRecords: msg({ id: 'orderClearHistory.tables.webRecords', message: 'Web and USDT records' }),
};

export const stateLabels: Record<RetentionRunState, MessageDescriptor> = {
  running: msg({ id: 'orderClearHistory.states.running', message: 'Running' }),
  done: msg({ id: 'orderClearHistory.states.done', message: 'Done' }),
  failed: msg({ id: 'orderClearHistory.states.failed', message: 'Failed' }),
  abandoned: msg({ id: 'orderClearHistory.states.abandoned', message: 'Stopped (instance ended)' }),
};

export const clearLabels = {
  googleCode: msg({ id: 'orderClearHistory.fields.googleCode', message: 'Google code' }),
  runNow: msg({ id: 'orderClearHistory.actions.runNow', message: 'Run now' }),
  runFailed: msg({ id: 'orderClearHistory.errors.runFailed', message: 'The run did not start' }),
};
