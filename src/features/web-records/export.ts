import { msg } from '@lingui/core/macro';
import { constants, type WebRecordKind, type WebRecordRow } from '../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../lib/sheets/export-decl.ts';
import { statementLabels as s } from '../bank-statements/index.ts';
import { recordLabels as l } from './labels.ts';

const matched: readonly ExportColumn<WebRecordRow>[] = [
  { id: 'matchedOrder', label: s.matchedOrder, kind: 'text', value: (r) => r.matchedOrderCode },
  { id: 'matchedTime', label: s.matchedTime, kind: 'time', value: (r) => r.matchedTime },
  { id: 'matchedBy', label: s.matchedBy, kind: 'text', value: (r) => r.matchedBy },
];

const usdtColumns: readonly ExportColumn<WebRecordRow>[] = [
  { id: 'received', label: s.receivedTime, kind: 'time', value: (r) => r.receivedTime },
  { id: 'supplier', label: s.supplier, kind: 'text', value: (r) => r.supplierName },
  { id: 'account', label: l.address, kind: 'text', value: (r) => r.walletAddress },
  { id: 'amount', label: l.usdtAmount, kind: 'amount', value: (r) => r.amount, scale: constants.usdtCountScale },
  { id: 'txHash', label: l.txHash, kind: 'text', value: (r) => r.txHash },
  { id: 'fromAddress', label: l.fromAddress, kind: 'text', value: (r) => r.fromAddress },
  { id: 'toAddress', label: l.toAddress, kind: 'text', value: (r) => r.toAddress },
  ...matched,
];

const webColumns: readonly ExportColumn<WebRecordRow>[] = [
  { id: 'received', label: s.receivedTime, kind: 'time', value: (r) => r.receivedTime },
  { id: 'supplier', label: s.supplier, kind: 'text', value: (r) => r.supplierName },
  { id: 'account', label: s.account, kind: 'text', value: (r) => `${r.bankName} ${r.cardTail}`.trim() },
  { id: 'amount', label: s.amount, kind: 'amount', value: (r) => r.amount },
  { id: 'utr', label: s.utr, kind: 'text', value: (r) => r.utr },
  { id: 'payerName', label: s.payerName, kind: 'text', value: (r) => r.payerName },
  { id: 'content', label: l.content, kind: 'text', value: (r) => r.content },
  ...matched,
];

/** The web, WeChat and USDT records' exports (decision 126): amounts in the kind's unit. */
export function recordExport(kind: WebRecordKind): ExportDecl<WebRecordRow> {
  return {
    list: `${kind}-records`,
    title: msg({ id: 'webRecords.titles.export', message: 'Export records' }),
    columns: kind === 'usdt' ? usdtColumns : webColumns,
  };
}
