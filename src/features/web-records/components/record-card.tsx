import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { WebRecordRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { matchedLabels, statementLabels as l, bankStatementsStyles as styles } from '../../bank-statements/index.ts';
import { recordAccount, recordAmount } from '../amount.ts';
import { recordLabels as r } from '../labels.ts';

/** One web message or USDT transfer: when, how much, which order it paid; tapping opens it. */
export const RecordCard = memo(function RecordCard({
  row,
  onOpen,
}: {
  row: WebRecordRow;
  onOpen: (row: WebRecordRow) => void;
}) {
  const { i18n } = useLingui();
  const amount = recordAmount(i18n, row);
  return (
    <article className={list.card} aria-label={`${i18n._(l.amount)} ${amount}`} data-testid="record-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.receivedTime)}</span>
        </div>
        <p className={styles.amount} data-testid="record-amount">
          {amount}
        </p>
        <CardFacts
          items={[
            row.kind === 'usdt' ? [i18n._(r.txHash), row.txHash ?? '—'] : [i18n._(l.utr), row.utr ?? '—'],
            row.kind === 'usdt'
              ? [i18n._(r.fromAddress), row.fromAddress || '—']
              : [i18n._(l.payerName), row.payerName || '—'],
            [i18n._(l.account), recordAccount(row)],
            [
              i18n._(l.matchedOrder),
              <span data-testid="record-matched">{row.matchedOrderCode ?? i18n._(matchedLabels.no)}</span>,
            ],
          ]}
        />
      </button>
    </article>
  );
});
