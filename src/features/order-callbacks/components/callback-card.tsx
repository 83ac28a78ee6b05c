import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { OrderCallbackRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import styles from '../../../components/list/list.module.css';
import { callbackLabels as l } from '../labels.ts';
import { DeliveredTag } from './delivered-tag.tsx';
import { whenText } from '../../../components/list/when-text.ts';

/** One order with callbacks: how often it was called back and how the last try went. */
export const CallbackCard = memo(function CallbackCard({
  row,
  onOpen,
}: {
  row: OrderCallbackRow;
  onOpen: (row: OrderCallbackRow) => void;
}) {
  const { i18n } = useLingui();
  return (
    <article className={styles.card} aria-label={row.orderCode} data-testid="callback-card">
      <button type="button" className={styles.cardMain} onClick={() => onOpen(row)}>
        <div className={styles.cardHead}>
          <span className={styles.code}>{row.orderCode}</span>
          <DeliveredTag success={row.callbackSuccess} />
        </div>
        <CardFacts
          items={[
            [i18n._(l.merchantOrderNo), row.mchOrderNo],
            [i18n._(l.merchant), row.merchantName],
            [i18n._(l.callbackCount), <span data-testid="callback-count">{row.callbackCount}</span>],
            [i18n._(l.lastResponseStatus), row.lastResponseStatus ?? '—'],
            [i18n._(l.lastCallbackAt), whenText(i18n, row.lastCallbackAt)],
          ]}
        />
      </button>
    </article>
  );
});
