import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Tag } from 'antd-mobile';
import type { PayoutRow } from '../../../contract/index.ts';
import { payeeTail } from '../payee-tail.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutLabels as l } from '../labels.ts';
import { PayoutStatusTag } from './payout-status-tag.tsx';
import { GatewayNote } from './gateway-note.tsx';
import { HoldNote } from './hold-note.tsx';
import styles from './payouts.module.css';

/** Who is paid, how much and where it stands; tapping opens it in full. */
export const PayoutCard = memo(function PayoutCard({
  row,
  onOpen,
}: {
  row: PayoutRow;
  onOpen: (row: PayoutRow) => void;
}) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={row.orderCode} data-testid="payout-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.orderCode}</span>
          {row.test && (
            <Tag color="default" fill="outline" data-testid="payout-test">
              {i18n._(l.test)}
            </Tag>
          )}
          <PayoutStatusTag status={row.status} />
        </div>
        <p className={styles.amount} data-testid="payout-amount">
          {formatMoney(i18n, row.amount)}
        </p>
        <HoldNote row={row} />
        <GatewayNote row={row} />
        <CardFacts
          items={[
            [i18n._(l.name), row.name || '—'],
            // A list shows the last digits, as account cards do; the whole number is in the detail.
            [row.walletAddress ? i18n._(l.walletAddress) : i18n._(l.cardNumber), payeeTail(row)],
            [i18n._(l.createTime), whenText(i18n, row.createTime)],
            [i18n._(l.utr), <span data-testid="payout-utr">{row.utr ?? '—'}</span>],
          ]}
        />
      </button>
    </article>
  );
});
