import { msg } from '@lingui/core/macro';
import { constants, type PayoutRow, type Role } from '../../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { payoutLabels as l, payoutStatusLabel } from '../labels.ts';

const columns: readonly (ExportColumn<PayoutRow> & { hiddenFrom?: readonly Role[] })[] = [
  { label: l.orderCode, kind: 'text', value: (p) => p.orderCode },
  { label: l.mchOrderNo, kind: 'text', value: (p) => p.mchOrderNo },
  { label: l.merchant, kind: 'text', value: (p) => p.merchantName },
  // Merchants do not learn who paid; suppliers do not see merchant fees.
  { label: l.supplier, kind: 'text', value: (p) => p.supplierName, hiddenFrom: ['merchant'] },
  { label: l.amount, kind: 'amount', value: (p) => p.amount },
  { label: l.fee, kind: 'amount', value: (p) => p.fee, hiddenFrom: ['supplier'] },
  { label: l.status, kind: 'label', value: (p) => payoutStatusLabel(p.status) ?? String(p.status) },
  { label: l.name, kind: 'text', value: (p) => p.name },
  { label: l.cardNumber, kind: 'text', value: (p) => p.cardNumber },
  { label: l.bankBranch, kind: 'text', value: (p) => p.bankBranch },
  { label: l.ifsc, kind: 'text', value: (p) => p.ifsc },
  { label: l.upi, kind: 'text', value: (p) => p.upi },
  { label: l.walletAddress, kind: 'text', value: (p) => p.walletAddress },
  { label: l.usdtAmount, kind: 'amount', value: (p) => p.usdtAmount, scale: constants.usdtCountScale },
  { label: l.utr, kind: 'text', value: (p) => p.utr },
  { label: l.rejectReason, kind: 'text', value: (p) => p.rejectReason },
  { label: l.batch, kind: 'text', value: (p) => p.batchId },
  { label: l.createTime, kind: 'time', value: (p) => p.createTime },
  { label: l.completedTime, kind: 'time', value: (p) => p.completedTime },
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
