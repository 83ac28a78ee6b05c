import { msg } from '@lingui/core/macro';
import type { FundRecordRow } from '../../../contract/index.ts';
import type { ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { fundLabels as l, reasonLabel } from '../labels.ts';

/** The fund records' export (decision 126): every field of a row, amounts as numbers. */
export const fundExport: ExportDecl<FundRecordRow> = {
  list: 'fund-records',
  title: msg({ id: 'fundRecords.titles.export', message: 'Export fund records' }),
  columns: [
    { label: l.time, kind: 'time', value: (r) => r.createdTime },
    { label: l.user, kind: 'text', value: (r) => r.userAccount },
    { label: l.reason, kind: 'label', value: (r) => reasonLabel(r.reason) ?? String(r.reason) },
    { label: l.amount, kind: 'amount', value: (r) => r.amount },
    { label: l.balanceBefore, kind: 'amount', value: (r) => r.balanceBefore },
    { label: l.balanceAfter, kind: 'amount', value: (r) => r.balanceAfter },
    { label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { label: l.operator, kind: 'text', value: (r) => r.operator },
    { label: l.remark, kind: 'text', value: (r) => r.remark },
  ],
};
