import { msg } from '@lingui/core/macro';
import { resourceTypeDecls, type ResourceRow, type ResourceType } from '../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../lib/sheets/export-decl.ts';
import { monitorStateLabels } from '../resource-detail/index.ts';
import { fieldLabels as f, labels as l, stateLabels } from './labels.ts';

const latestVersion = msg({ id: 'receivingAccounts.fields.latestVersion', message: 'Newest version' });
/** 0 is "no limit": an empty cell, where the table shows ∞. */
const limit = (n: number) => (n > 0 ? n : null);

/**
 * The receiving accounts' export of one kind (decision 126): no password ever, amounts as numbers.
 * Each column's id is the desk table's (account-columns.tsx), so an export from the table writes the
 * columns shown there, in their order (decision 135): the table's one "Account" column is written as
 * its group (bank, holder, card, IFSC, UPI, wallet), its script version with the newest one. The
 * device's columns only for the kinds a phone watches, as the table has them.
 */
export function accountExport(type: ResourceType): ExportDecl<ResourceRow> {
  const monitored = resourceTypeDecls[type].monitored;
  const columns: (ExportColumn<ResourceRow> | false)[] = [
    { id: 'product', label: l.product, kind: 'text', value: (r) => r.productName },
    { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { id: 'title', label: f.bankName, kind: 'text', value: (r) => r.bankName },
    { id: 'title', label: f.accountName, kind: 'text', value: (r) => r.accountName },
    { id: 'title', label: f.cardNumber, kind: 'text', value: (r) => r.cardNumber },
    { id: 'title', label: f.ifsc, kind: 'text', value: (r) => r.ifsc },
    { id: 'title', label: f.upi, kind: 'text', value: (r) => r.upi },
    { id: 'title', label: f.walletNickname, kind: 'text', value: (r) => r.walletNickname },
    { id: 'title', label: f.walletAddress, kind: 'text', value: (r) => r.walletAddress },
    { id: 'state', label: l.state, kind: 'label', value: (r) => (r.state === 1 ? stateLabels['1'] : stateLabels['0']) },
    monitored && {
      id: 'monitor',
      label: l.monitorState,
      kind: 'label',
      value: (r) => monitorStateLabels[r.monitorState] ?? String(r.monitorState),
    },
    { id: 'dailyCountLimit', label: l.dailyCountLimit, kind: 'text', value: (r) => limit(r.dailyCountLimit) },
    { id: 'dailyAmountLimit', label: l.dailyAmountLimit, kind: 'amount', value: (r) => limit(r.dailyAmountLimit) },
    { id: 'maxConcurrent', label: l.maxConcurrent, kind: 'text', value: (r) => r.maxConcurrent },
    { id: 'minOrderBalance', label: l.minOrderBalance, kind: 'amount', value: (r) => r.minOrderBalance },
    monitored && { id: 'version', label: l.version, kind: 'text', value: (r) => r.version },
    monitored && { id: 'version', label: latestVersion, kind: 'text', value: (r) => r.latestScriptVersion },
    monitored && { id: 'lastSeen', label: l.lastSeen, kind: 'time', value: (r) => r.monitorLastSeenTime },
    { id: 'createTime', label: l.createTime, kind: 'time', value: (r) => r.createTime },
  ];
  return {
    list: 'receiving-accounts',
    title: msg({ id: 'receivingAccounts.titles.export', message: 'Export receiving accounts' }),
    columns: columns.filter((c): c is ExportColumn<ResourceRow> => c !== false),
  };
}
