import { msg } from '@lingui/core/macro';
import type { BankStatementRow } from '../../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { directionLabel, statementLabels as l } from '../labels.ts';

const columns: readonly ExportColumn<BankStatementRow>[] = [
  { id: 'received', label: l.receivedTime, kind: 'time', value: (r) => r.receivedTime },
  { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName },
  { id: 'account', label: l.account, kind: 'text', value: (r) => `${r.bankName} ${r.cardTail}`.trim() },
  {
    id: 'direction',
    label: l.direction,
    kind: 'label',
    value: (r) => (r.unread ? null : (directionLabel(r.direction) ?? String(r.direction))),
  },
  { id: 'amount', label: l.amount, kind: 'amount', value: (r) => r.amount },
  { id: 'utr', label: l.utr, kind: 'text', value: (r) => r.utr },
  { id: 'payerName', label: l.payerName, kind: 'text', value: (r) => r.payerName },
  { id: 'cardNumber', label: l.cardNumber, kind: 'text', value: (r) => r.cardNumber },
  { id: 'sender', label: l.sender, kind: 'text', value: (r) => r.sender },
  { id: 'matchedOrder', label: l.matchedOrder, kind: 'text', value: (r) => r.matchedOrderCode },
  { id: 'matchedTime', label: l.matchedTime, kind: 'time', value: (r) => r.matchedTime },
  { id: 'matchedBy', label: l.matchedBy, kind: 'text', value: (r) => r.matchedBy },
];

/** The SMS records' export (decision 126); the super admin's page adds the message text it shows. */
export function statementExport(withContent: boolean): ExportDecl<BankStatementRow> {
  return {
    list: 'sms-records',
    title: msg({ id: 'bankStatements.titles.export', message: 'Export SMS records' }),
    columns: withContent
      ? [...columns, { id: 'content', label: l.content, kind: 'text', value: (r) => r.content }]
      : columns,
  };
}
