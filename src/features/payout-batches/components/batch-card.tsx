import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { PayoutBatchRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { batchLabels as l, templateLabel } from '../labels.ts';
import { BatchStatusTag } from './batch-status-tag.tsx';
import styles from './payout-batches.module.css';

/** The batch figures of product 3; tapping opens the batch with its orders. */
export const BatchCard = memo(function BatchCard({
  row,
  onOpen,
}: {
  row: PayoutBatchRow;
  onOpen: (row: PayoutBatchRow) => void;
}) {
  const { i18n, t } = useLingui();
  const template = templateLabel(row.templateId);
  return (
    <article className={list.card} aria-label={row.batchNo} data-testid="batch-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.batchNo}</span>
          <BatchStatusTag status={row.status} />
        </div>
        <p className={styles.amount}>{formatMoney(i18n, row.totalAmount)}</p>
        <CardFacts
          items={[
            [i18n._(l.template), template ? i18n._(template) : row.templateId],
            [i18n._(l.orderCount), `${row.orderCount} / ${row.maxOrders}`],
            [
              i18n._(l.amountLimit),
              row.amountLimit > 0
                ? formatMoney(i18n, row.amountLimit)
                : t({ id: 'payoutBatches.texts.noLimit', message: 'None' }),
            ],
            [i18n._(l.exceptionCount), `${row.exceptionCount} · ${formatMoney(i18n, row.exceptionAmount)}`],
            [i18n._(l.fileName), <span data-testid="batch-file">{row.fileName || '—'}</span>],
            [i18n._(l.createTime), whenText(i18n, row.createTime)],
          ]}
        />
      </button>
    </article>
  );
});
