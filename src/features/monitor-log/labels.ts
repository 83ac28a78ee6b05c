import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MonitorLogPhase } from '../../contract/index.ts';

/** Product 3 'Monitor log filters' and the line's fields (`monitorLog.fields.*`). */
export const logLabels = {
  monitorId: msg({ id: 'monitorLog.fields.monitorId', message: 'Monitor ID' }),
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  cardNumber: msg({ id: 'orders.fields.cardNumber', message: 'Card number' }),
  logPhase: msg({ id: 'monitorLog.fields.logPhase', message: 'Phase' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  startTime: msg({ id: 'monitorLog.fields.startTime', message: 'Logged from' }),
  endTime: msg({ id: 'monitorLog.fields.endTime', message: 'Logged until' }),
};

/** What each phase means to a reader (server/modules/monitor-log writes them). */
export const phaseLabels = {
  report: msg({ id: 'enum.logPhase.report', message: 'Report' }),
  state: msg({ id: 'enum.logPhase.state', message: 'State change' }),
  matched: msg({ id: 'enum.logPhase.matched', message: 'Matched' }),
  unmatched: msg({ id: 'enum.logPhase.unmatched', message: 'Unmatched' }),
  ambiguous: msg({ id: 'enum.logPhase.ambiguous', message: 'Ambiguous' }),
  duplicate: msg({ id: 'enum.logPhase.duplicate', message: 'Duplicate' }),
  refused: msg({ id: 'enum.logPhase.refused', message: 'Refused' }),
  query: msg({ id: 'enum.logPhase.query', message: 'Status query' }),
} satisfies Record<MonitorLogPhase, MessageDescriptor>;

/** A phase of an older server may not be in the list: shown as it came. */
export const phaseLabel = (phase: string): MessageDescriptor | undefined =>
  Object.hasOwn(phaseLabels, phase) ? phaseLabels[phase as MonitorLogPhase] : undefined;
