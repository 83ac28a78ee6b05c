import { msg } from '@lingui/core/macro';
import type { AccountRow, ManagedRole } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { accountLabels as l, statusLabels } from './labels.ts';

const yes = msg({ id: 'common.texts.yes', message: 'Yes' });
const no = msg({ id: 'common.texts.no', message: 'No' });

/** The merchants' or suppliers' export (decision 126): balances as numbers, states in words. */
export function accountExport(role: ManagedRole): ExportDecl<AccountRow> {
  return {
    list: role === 'merchant' ? 'merchants' : 'suppliers',
    title:
      role === 'merchant'
        ? msg({ id: 'accounts.titles.exportMerchants', message: 'Export merchants' })
        : msg({ id: 'accounts.titles.exportSuppliers', message: 'Export suppliers' }),
    columns: [
      { label: l.account, kind: 'text', value: (r) => r.account },
      { label: l.nickname, kind: 'text', value: (r) => r.nickname },
      { label: l.state, kind: 'label', value: (r) => statusLabels[r.status] },
      { label: l.balance, kind: 'amount', value: (r) => r.balance },
      { label: l.availableBalance, kind: 'amount', value: (r) => r.availableBalance },
      { label: l.frozenBalance, kind: 'amount', value: (r) => r.frozenBalance },
      { label: l.acceptOrders, kind: 'label', value: (r) => (r.acceptOrders ? yes : no) },
      { label: l.subAccounts, kind: 'text', value: (r) => r.subAccountCount },
      { label: l.lastLoginIp, kind: 'text', value: (r) => r.lastLoginIp },
      { label: l.lastLogin, kind: 'time', value: (r) => r.lastLoginTime },
    ],
  };
}
