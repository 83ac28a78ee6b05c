import { msg } from '@lingui/core/macro';
import type { FundRecordRow } from '../../../contract/index.ts';
import type { ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { fundLabels as l, reasonLabel } from '../labels.ts';

/**
 * The fund records' export (decision 126): every field of a row, amounts as numbers; each column's
 * id is its desk table column's, so on the desk the export writes the shown ones (decision 135).
 */
export const fundExport: ExportDecl<FundRecordRow> = {
  list: 'fund-records',
  title: msg({ id: 'fundRecords.titles.export', message: 'Export fund records' }),
  columns: [
    { id: 'time', label: l.time, kind: 'time', value: (r) => r.createdTime },
    { id: 'user', label: l.user, kind: 'text', value: (r) => r.userAccount },
    { id: 'reason', label: l.reason, kind: 'label', value: (r) => reasonLabel(r.reason) ?? String(r.reason) },
    { id: 'amount', label: l.amount, kind: 'amount', value: (r) => r.amount },
    { id: 'balanceBefore', label: l.balanceBefore, kind: 'amount', value: (r) => r.balanceBefore },
    { id: 'balanceAfter', label: l.balanceAfter, kind: 'amount', value: (r) => r.balanceAfter },
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'operator', label: l.operator, kind: 'text', value: (r) => r.operator },
    { id: 'remark', label: l.remark, kind: 'text', value: (r) => r.remark },
  ],
};
