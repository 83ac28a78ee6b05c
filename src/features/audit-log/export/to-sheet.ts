import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditRecordRow } from '../../../contract/index.ts';
import type { ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { actionLabel, auditLabels as l, targetTypeLabel } from '../labels.ts';
import { changeText } from '../values.ts';

/** Before or after of every field in one cell: "field: value" a line, in the screen's words. */
const changesText = (active: I18n, row: AuditRecordRow, which: 'before' | 'after') =>
  row.changes
    .map((c) => {
      const { label, value } = changeText(active, row, c.field, c[which]);
      return `${label}: ${value}`;
    })
    .join('\n');

/** The audit log's export (decision 126): every field of a record in the screen's words. */
export const auditExport: ExportDecl<AuditRecordRow> = {
  list: 'audit-log',
  title: msg({ id: 'auditLog.titles.export', message: 'Export audit records' }),
  columns: [
    { id: 'time', label: l.time, kind: 'time', value: (r) => r.createdTime },
    { id: 'operator', label: l.operator, kind: 'text', value: (r) => r.operatorAccount },
    { id: 'role', label: l.role, kind: 'text', value: (r) => r.operatorRole },
    { id: 'ip', label: l.ip, kind: 'text', value: (r) => r.ip },
    { id: 'action', label: l.action, kind: 'label', value: (r) => actionLabel(r.action) ?? r.action },
    {
      id: 'targetType',
      label: l.targetType,
      kind: 'label',
      value: (r) => targetTypeLabel(r.targetType) ?? r.targetType,
    },
    { id: 'targetId', label: l.targetId, kind: 'text', value: (r) => r.targetId },
    { id: 'before', label: l.before, kind: 'text', value: (r, i18n) => changesText(i18n, r, 'before') },
    { id: 'after', label: l.after, kind: 'text', value: (r, i18n) => changesText(i18n, r, 'after') },
  ],
};
