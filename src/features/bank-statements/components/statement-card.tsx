import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import { StatementDirection, type BankStatementRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { accountText } from '../account-text.ts';
import { directionLabel, matchedLabels, statementLabels as l, unreadLabel } from '../labels.ts';
import styles from './bank-statements.module.css';

const directionColors: Record<number, string> = {
  [StatementDirection.income]: 'success',
  [StatementDirection.expense]: 'warning',
  [StatementDirection.reversal]: 'danger',
};

/** One SMS record: when, how much, which way; tapping opens it in full. */
export const StatementCard = memo(function StatementCard({
  row,
  showContent,
  onOpen,
}: {
  row: BankStatementRow;
  showContent: boolean;
  onOpen: (row: BankStatementRow) => void;
}) {
  const { i18n } = useLingui();
  const direction = directionLabel(row.direction);
  return (
    <article
      className={list.card}
      aria-label={`${i18n._(l.amount)} ${formatMoney(i18n, row.amount)}`}
      data-testid="statement-card"
    >
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.receivedTime)}</span>
          {row.unread ? (
            <Tag color="default" data-testid="statement-direction">
              {i18n._(unreadLabel)}
            </Tag>
          ) : (
            <Tag color={directionColors[row.direction] ?? 'default'} data-testid="statement-direction">
              {direction ? i18n._(direction) : row.direction}
            </Tag>
          )}
        </div>
        {row.unread ? (
          // Nothing was read from it: the text itself is what staff need to see.
          <p className={styles.unreadText} data-testid="statement-amount">
            {(showContent && row.content) || '—'}
          </p>
        ) : (
          <p className={styles.amount} data-testid="statement-amount">
            {formatMoney(i18n, row.amount)}
          </p>
        )}
        <CardFacts
          items={[
            [i18n._(l.utr), row.utr ?? '—'],
            [i18n._(l.payerName), row.payerName || '—'],
            [i18n._(l.account), <span data-testid="statement-account">{accountText(row)}</span>],
            [
              i18n._(l.matchedOrder),
              <span data-testid="statement-matched">{row.matchedOrderCode ?? i18n._(matchedLabels.no)}</span>,
            ],
          ]}
        />
      </button>
    </article>
  );
});
