import { msg } from '@lingui/core/macro';
import type { MonitorLogRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { logLabels as l, phaseLabel } from './labels.ts';

/** The monitor log's export (decision 126): each line with its phase in words. */
export const logExport: ExportDecl<MonitorLogRow> = {
  list: 'monitor-log',
  title: msg({ id: 'monitorLog.titles.export', message: 'Export the monitor log' }),
  columns: [
    {
      id: 'time',
      label: msg({ id: 'monitorLog.fields.time', message: 'Time' }),
      kind: 'time',
      value: (r) => r.createTime,
    },
    { id: 'monitorId', label: l.monitorId, kind: 'text', value: (r) => r.monitorId },
    { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { id: 'cardNumber', label: l.cardNumber, kind: 'text', value: (r) => r.cardNumber },
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'phase', label: l.logPhase, kind: 'label', value: (r) => phaseLabel(r.logPhase) ?? r.logPhase },
    {
      id: 'content',
      label: msg({ id: 'monitorLog.fields.content', message: 'Content' }),
      kind: 'text',
      value: (r) => r.content,
    },
  ],
};
