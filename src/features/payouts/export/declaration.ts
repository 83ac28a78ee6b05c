import { msg } from '@lingui/core/macro';
import { constants, type PayoutRow, type Role } from '../../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { payoutLabels as l, payoutNote, payoutStatusLabel } from '../labels.ts';

// Each column's id is the desk table's (payout-columns.tsx), so an export from the table writes the
// columns shown there, in their order (decision 135). The table's one "Card or wallet" column is
// written as its group: the card number, UPI, wallet address and USDT amount apart.
const columns: readonly (ExportColumn<PayoutRow> & { hiddenFrom?: readonly Role[] })[] = [
  { id: 'orderCode', label: l.orderCode, kind: 'text', value: (p) => p.orderCode },
  { id: 'mchOrderNo', label: l.mchOrderNo, kind: 'text', value: (p) => p.mchOrderNo },
  { id: 'merchant', label: l.merchant, kind: 'text', value: (p) => p.merchantName },
  // Merchants do not learn who paid; suppliers do not see merchant fees.
  { id: 'supplier', label: l.supplier, kind: 'text', value: (p) => p.supplierName, hiddenFrom: ['merchant'] },
  { id: 'amount', label: l.amount, kind: 'amount', value: (p) => p.amount },
  { id: 'fee', label: l.fee, kind: 'amount', value: (p) => p.fee, hiddenFrom: ['supplier'] },
  { id: 'status', label: l.status, kind: 'label', value: (p) => payoutStatusLabel(p.status) ?? String(p.status) },
  { id: 'name', label: l.name, kind: 'text', value: (p) => p.name },
  { id: 'payee', label: l.cardNumber, kind: 'text', value: (p) => p.cardNumber },
  { id: 'bankBranch', label: l.bankBranch, kind: 'text', value: (p) => p.bankBranch },
  { id: 'ifsc', label: l.ifsc, kind: 'text', value: (p) => p.ifsc },
  { id: 'payee', label: l.upi, kind: 'text', value: (p) => p.upi },
  { id: 'payee', label: l.walletAddress, kind: 'text', value: (p) => p.walletAddress },
  { id: 'payee', label: l.usdtAmount, kind: 'amount', value: (p) => p.usdtAmount, scale: constants.usdtCountScale },
  // Merchants' rows carry no hold or gateway (they do not learn who pays).
  { id: 'note', label: l.note, kind: 'text', value: (p, i18n) => payoutNote(p, i18n), hiddenFrom: ['merchant'] },
  { id: 'utr', label: l.utr, kind: 'text', value: (p) => p.utr },
  { id: 'rejectReason', label: l.rejectReason, kind: 'text', value: (p) => p.rejectReason },
  { id: 'batch', label: l.batch, kind: 'text', value: (p) => p.batchId },
  { id: 'createTime', label: l.createTime, kind: 'time', value: (p) => p.createTime },
  { id: 'completedTime', label: l.completedTime, kind: 'time', value: (p) => p.completedTime },
];

/** The payouts' export for a role (decision 126); the pool's is the same columns. */
export function payoutExport(role: Role | undefined, pool: boolean): ExportDecl<PayoutRow> {
  return {
    list: pool ? 'payout-pool' : 'payouts',
    title: pool
      ? msg({ id: 'payouts.titles.exportPool', message: 'Export the payout pool' })
      : msg({ id: 'payouts.titles.export', message: 'Export payouts' }),
    columns: columns.filter((c) => !role || !c.hiddenFrom?.includes(role)),
  };
}
