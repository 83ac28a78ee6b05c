import { msg } from '@lingui/core/macro';
import type { BankStatementRow } from '../../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { directionLabel, statementLabels as l } from '../labels.ts';

const columns: readonly ExportColumn<BankStatementRow>[] = [
  { label: l.receivedTime, kind: 'time', value: (r) => r.receivedTime },
  { label: l.supplier, kind: 'text', value: (r) => r.supplierName },
  { label: l.account, kind: 'text', value: (r) => `${r.bankName} ${r.cardTail}`.trim() },
  {
    label: l.direction,
    kind: 'label',
    value: (r) => (r.unread ? null : (directionLabel(r.direction) ?? String(r.direction))),
  },
  { label: l.amount, kind: 'amount', value: (r) => r.amount },
  { label: l.utr, kind: 'text', value: (r) => r.utr },
  { label: l.payerName, kind: 'text', value: (r) => r.payerName },
  { label: l.cardNumber, kind: 'text', value: (r) => r.cardNumber },
  { label: l.sender, kind: 'text', value: (r) => r.sender },
  { label: l.matchedOrder, kind: 'text', value: (r) => r.matchedOrderCode },
  { label: l.matchedTime, kind: 'time', value: (r) => r.matchedTime },
  { label: l.matchedBy, kind: 'text', value: (r) => r.matchedBy },
];

/** The SMS records' export (decision 126); the super admin's page adds the message text it shows. */
export function statementExport(withContent: boolean): ExportDecl<BankStatementRow> {
  return {
    list: 'sms-records',
    title: msg({ id: 'bankStatements.titles.export', message: 'Export SMS records' }),
    columns: withContent ? [...columns, { label: l.content, kind: 'text', value: (r) => r.content }] : columns,
  };
}
