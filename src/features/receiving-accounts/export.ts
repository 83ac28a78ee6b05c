import { msg } from '@lingui/core/macro';
import type { ResourceRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { fieldLabels as f, labels as l, stateLabels } from './labels.ts';

/** The receiving accounts' export (decision 126): no password ever, amounts as numbers. */
export const accountExport: ExportDecl<ResourceRow> = {
  list: 'receiving-accounts',
  title: msg({ id: 'receivingAccounts.titles.export', message: 'Export receiving accounts' }),
  columns: [
    { label: l.product, kind: 'text', value: (r) => r.productName },
    { label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { label: f.bankName, kind: 'text', value: (r) => r.bankName },
    { label: f.accountName, kind: 'text', value: (r) => r.accountName },
    { label: f.cardNumber, kind: 'text', value: (r) => r.cardNumber },
    { label: f.ifsc, kind: 'text', value: (r) => r.ifsc },
    { label: f.upi, kind: 'text', value: (r) => r.upi },
    { label: f.walletNickname, kind: 'text', value: (r) => r.walletNickname },
    { label: l.state, kind: 'label', value: (r) => (r.state === 1 ? stateLabels['1'] : stateLabels['0']) },
    { label: l.minOrderBalance, kind: 'amount', value: (r) => r.minOrderBalance },
    { label: l.lastSeen, kind: 'time', value: (r) => r.monitorLastSeenTime },
    { label: l.createTime, kind: 'time', value: (r) => r.createTime },
  ],
};
