import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { FundRecordRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { fundLabels as l, reasonLabel } from '../labels.ts';
import { signedMoney } from '../money-text.ts';
import styles from './fund-records.module.css';

/** One fund record: when, why, how much, and the balance before and after; every field is on the card. */
export const FundRecordCard = memo(function FundRecordCard({
  row,
  showUser,
}: {
  row: FundRecordRow;
  showUser: boolean;
}) {
  const { i18n } = useLingui();
  const reason = reasonLabel(row.reason);
  return (
    <article
      className={list.card}
      aria-label={`${i18n._(l.amount)} ${signedMoney(i18n, row.amount)}`}
      data-testid="fund-record-card"
    >
      <div className={`${list.cardMain} ${styles.static}`}>
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.createdTime)}</span>
          <Tag color={row.amount >= 0 ? 'success' : 'warning'} data-testid="fund-record-reason">
            {reason ? i18n._(reason) : row.reason}
          </Tag>
        </div>
        <p
          className={`${styles.amount} ${row.amount >= 0 ? styles.credit : styles.debit}`}
          data-testid="fund-record-amount"
        >
          {signedMoney(i18n, row.amount)}
        </p>
        <CardFacts
          items={[
            ...(showUser ? [[i18n._(l.user), `${row.userAccount} (${row.userName})`] as const] : []),
            [
              i18n._(l.balanceBefore),
              <span data-testid="fund-record-before">{formatMoney(i18n, row.balanceBefore)}</span>,
            ],
            [
              i18n._(l.balanceAfter),
              <span data-testid="fund-record-after">{formatMoney(i18n, row.balanceAfter)}</span>,
            ],
            [i18n._(l.orderCode), row.orderCode ?? '—'],
            [i18n._(l.operator), row.operator ?? '—'],
          ]}
        />
        {row.remark && (
          <p className={styles.remark} data-testid="fund-record-remark">
            {i18n._(l.remark)}: {row.remark}
          </p>
        )}
      </div>
    </article>
  );
});
