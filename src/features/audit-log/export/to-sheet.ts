import type { I18n } from '@lingui/core';
import type { AuditRecordRow } from '../../../contract/index.ts';
import { actionLabel, auditLabels as l, targetTypeLabel } from '../labels.ts';
import { exportTime, exportTimeHeader } from '../../../lib/i18n/time-format.ts';
import { changeText } from '../values.ts';

/** Before or after of every field in one cell: "field: value" a line, in the screen's words. */
const side = (i18n: I18n, row: AuditRecordRow, which: 'before' | 'after') =>
  row.changes
    .map((c) => {
      const { label, value } = changeText(i18n, row, c.field, c[which]);
      return `${label}: ${value}`;
    })
    .join('\n');

/**
 * The export's columns: every field of a record, headers in the UI language, times in the reader's
 * time zone and clock with the offset in the header (decision 120).
 */
export function auditSheet(
  i18n: I18n,
  rows: readonly AuditRecordRow[],
): { header: string[]; rows: (string | number | null)[][] } {
  const header = [
    exportTimeHeader(i18n._(l.time)),
    ...[l.operator, l.role, l.ip, l.action, l.targetType, l.targetId, l.before, l.after].map((d) => i18n._(d)),
  ];
  return {
    header,
    rows: rows.map((r) => {
      const action = actionLabel(r.action);
      const kind = targetTypeLabel(r.targetType);
      return [
        exportTime(i18n, r.createdTime),
        r.operatorAccount,
        r.operatorRole,
        r.ip,
        action ? i18n._(action) : r.action,
        kind ? i18n._(kind) : r.targetType,
        r.targetId,
        side(i18n, r, 'before'),
        side(i18n, r, 'after'),
      ];
    }),
  };
}
