import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { AccountRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { accountLabels as l, googleLabels, statusLabels, yesNo } from '../labels.ts';
import styles from './accounts.module.css';

/** The merchant's refused signatures of the last day, marked when there are any. */
function FailedSigns({ count }: { count: number }) {
  return (
    <span data-testid="account-failed-signs" className={count > 0 ? styles.failedSigns : undefined}>
      {count}
    </span>
  );
}

const statusColors: Record<AccountRow['status'], string> = {
  normal: 'success',
  disabled: 'warning',
  deleted: 'default',
};

/** One merchant or supplier: who, its balance, and whether it works; tapping opens the detail. */
export const AccountCard = memo(function AccountCard({
  row,
  onOpen,
}: {
  row: AccountRow;
  onOpen: (row: AccountRow) => void;
}) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={row.account} data-testid="account-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid="account-name">
            {row.account}
          </span>
          <Tag color={statusColors[row.status]} data-testid="account-status">
            {i18n._(statusLabels[row.status])}
          </Tag>
        </div>
        <p className={styles.nickname}>{row.nickname}</p>
        <p className={styles.balance} data-testid="account-balance">
          {formatMoney(i18n, row.balance)}
        </p>
        <CardFacts
          items={[
            [i18n._(l.availableBalance), formatMoney(i18n, row.availableBalance)],
            [i18n._(l.frozenBalance), formatMoney(i18n, row.frozenBalance)],
            [i18n._(l.acceptOrders), i18n._(row.acceptOrders ? yesNo.yes : yesNo.no)],
            [i18n._(l.googleStatus), i18n._(row.confirmBind ? googleLabels.confirmed : googleLabels.notConfirmed)],
            [i18n._(l.lastLoginIp), row.lastLoginIp || '—'],
            [i18n._(l.lastLogin), whenText(i18n, row.lastLoginTime)],
            // API requests refused for a wrong signature: a broken integration or someone guessing.
            ...(row.role === 'merchant'
              ? ([[i18n._(l.failedSigns), <FailedSigns count={row.failedSignCount} />]] as const)
              : []),
          ]}
        />
      </button>
    </article>
  );
});
