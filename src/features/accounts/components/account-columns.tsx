import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { AccountRow, ManagedRole } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { accountLabels as l, googleLabels, statusLabels, yesNo } from '../labels.ts';
import styles from './accounts.module.css';

const statusColors: Record<AccountRow['status'], string> = {
  normal: 'success',
  disabled: 'warning',
  deleted: 'default',
};

/**
 * The merchants' and suppliers' desk columns (decision 124), the card's fields: who, the balances and
 * whether it works first (each column has a width, so none is squeezed to nothing at 1024 px);
 * the frozen balance and the sign-in facts can be shown. Only merchants have the failed signatures.
 */
export function useAccountColumns(accountRole: ManagedRole): readonly TableColumn<AccountRow>[] {
  const { i18n } = useLingui();
  return useMemo(() => {
    const money = (minor: number) => formatMoney(i18n, minor);
    const columns: (TableColumn<AccountRow> | false)[] = [
      {
        id: 'account',
        header: i18n._(l.account),
        width: 160,
        cell: (r) => <span data-testid="account-name">{r.account}</span>,
      },
      { id: 'nickname', header: i18n._(l.nickname), width: 150, cell: (r) => r.nickname || '—' },
      {
        id: 'status',
        header: i18n._(l.state),
        width: 110,
        cell: (r) => (
          <Tag color={statusColors[r.status]} data-testid="account-status">
            {i18n._(statusLabels[r.status])}
          </Tag>
        ),
      },
      {
        id: 'balance',
        header: i18n._(l.balance),
        width: 140,
        numeric: true,
        cell: (r) => <span data-testid="account-balance">{money(r.balance)}</span>,
      },
      {
        id: 'availableBalance',
        header: i18n._(l.availableBalance),
        width: 140,
        numeric: true,
        cell: (r) => money(r.availableBalance),
      },
      {
        id: 'frozenBalance',
        header: i18n._(l.frozenBalance),
        shown: false,
        width: 130,
        numeric: true,
        cell: (r) => money(r.frozenBalance),
      },
      {
        id: 'acceptOrders',
        header: i18n._(l.acceptOrders),
        width: 110,
        cell: (r) => i18n._(r.acceptOrders ? yesNo.yes : yesNo.no),
      },
      {
        id: 'googleStatus',
        header: i18n._(l.googleStatus),
        shown: false,
        width: 150,
        cell: (r) => i18n._(r.confirmBind ? googleLabels.confirmed : googleLabels.notConfirmed),
      },
      { id: 'lastLoginIp', header: i18n._(l.lastLoginIp), shown: false, width: 140, cell: (r) => r.lastLoginIp || '—' },
      {
        id: 'lastLogin',
        header: i18n._(l.lastLogin),
        shown: false,
        width: 170,
        cell: (r) =>
          r.lastLoginTime ? (
            <time dateTime={r.lastLoginTime}>
              {formatTime(i18n, r.lastLoginTime, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
          ) : (
            '—'
          ),
      },
      // The export's sub-account count, offered so a desk export can still write it (decision 135).
      {
        id: 'subAccounts',
        header: i18n._(l.subAccounts),
        shown: false,
        width: 120,
        numeric: true,
        cell: (r) => String(r.subAccountCount),
      },
      // API requests refused for a wrong signature: a broken integration or someone guessing.
      accountRole === 'merchant' && {
        id: 'failedSigns',
        header: i18n._(l.failedSigns),
        width: 120,
        numeric: true,
        cell: (r) =>
          r.role === 'merchant' ? (
            <span data-testid="account-failed-signs" className={r.failedSignCount > 0 ? styles.failedSigns : undefined}>
              {r.failedSignCount}
            </span>
          ) : (
            '—'
          ),
      },
    ];
    return columns.filter((c): c is TableColumn<AccountRow> => c !== false);
  }, [i18n, accountRole]);
}
