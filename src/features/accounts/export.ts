import { msg } from '@lingui/core/macro';
import type { AccountRow, ManagedRole } from '../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../lib/sheets/export-decl.ts';
import { accountLabels as l, googleLabels, statusLabels, yesNo } from './labels.ts';

/**
 * The merchants' or suppliers' export (decision 126): balances as numbers, states in words. Each
 * column's id is the desk table's (account-columns.tsx), so an export from the table writes the
 * columns shown there, in their order (decision 135).
 */
export function accountExport(role: ManagedRole): ExportDecl<AccountRow> {
  return {
    list: role === 'merchant' ? 'merchants' : 'suppliers',
    title:
      role === 'merchant'
        ? msg({ id: 'accounts.titles.exportMerchants', message: 'Export merchants' })
        : msg({ id: 'accounts.titles.exportSuppliers', message: 'Export suppliers' }),
    columns: [
      { id: 'account', label: l.account, kind: 'text', value: (r) => r.account },
      { id: 'nickname', label: l.nickname, kind: 'text', value: (r) => r.nickname },
      { id: 'status', label: l.state, kind: 'label', value: (r) => statusLabels[r.status] },
      { id: 'balance', label: l.balance, kind: 'amount', value: (r) => r.balance },
      { id: 'availableBalance', label: l.availableBalance, kind: 'amount', value: (r) => r.availableBalance },
      { id: 'frozenBalance', label: l.frozenBalance, kind: 'amount', value: (r) => r.frozenBalance },
      {
        id: 'acceptOrders',
        label: l.acceptOrders,
        kind: 'label',
        value: (r) => (r.acceptOrders ? yesNo.yes : yesNo.no),
      },
      {
        id: 'googleStatus',
        label: l.googleStatus,
        kind: 'label',
        value: (r) => (r.confirmBind ? googleLabels.confirmed : googleLabels.notConfirmed),
      },
      { id: 'subAccounts', label: l.subAccounts, kind: 'text', value: (r) => r.subAccountCount },
      { id: 'lastLoginIp', label: l.lastLoginIp, kind: 'text', value: (r) => r.lastLoginIp },
      { id: 'lastLogin', label: l.lastLogin, kind: 'time', value: (r) => r.lastLoginTime },
      // Only merchants sign API requests.
      ...(role === 'merchant'
        ? [
            {
              id: 'failedSigns',
              label: l.failedSigns,
              kind: 'text',
              value: (r) => (r.role === 'merchant' ? r.failedSignCount : null),
            } satisfies ExportColumn<AccountRow>,
          ]
        : []),
    ],
  };
}
