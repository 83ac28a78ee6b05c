import { useLingui } from '@lingui/react/macro';
import type { StatisticsFigures } from '../../../contract/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import styles from './statistics.module.css';

/** A card of another feature's figures (the payout statistics), already formatted. */
export interface FigureCard {
  key: string;
  label: string;
  value: string;
}

/** The range's totals as the server sums them, two a row on a phone: the order figures, or the cards given. */
export function SummaryFigures(props: { total: StatisticsFigures } | { cards: readonly FigureCard[] }) {
  const { t, i18n } = useLingui();
  const cards =
    'cards' in props
      ? props.cards.map((c): [string, string, string] => [c.key, c.label, c.value])
      : orderCards(props.total);
  function orderCards(total: StatisticsFigures): [string, string, string][] {
    const cards: [string, string, string][] = [
      ['orders', t({ id: 'statistics.fields.orders', message: 'Orders' }), i18n.number(total.orderCount)],
      ['paid', t({ id: 'statistics.fields.paid', message: 'Paid' }), i18n.number(total.successCount)],
      [
        'successRate',
        t({ id: 'statistics.fields.successRate', message: 'Success rate' }),
        formatRate(i18n, total.successRate),
      ],
      ['amount', t({ id: 'statistics.fields.amount', message: 'Amount' }), formatMoney(i18n, total.amount)],
      [
        'paidAmount',
        t({ id: 'statistics.fields.paidAmount', message: 'Paid amount' }),
        formatMoney(i18n, total.successAmount),
      ],
    ];
    if (total.merchantFee !== null)
      cards.push([
        'merchantFee',
        t({ id: 'statistics.fields.merchantFee', message: 'Merchant fees' }),
        formatMoney(i18n, total.merchantFee),
      ]);
    if (total.supplierFee !== null)
      cards.push([
        'supplierFee',
        t({ id: 'statistics.fields.supplierFee', message: 'Supplier fees' }),
        formatMoney(i18n, total.supplierFee),
      ]);
    return cards;
  }
  return (
    <dl className={styles.figures} aria-label={t({ id: 'statistics.titles.summary', message: 'Totals of the range' })}>
      {cards.map(([key, label, value]) => (
        <div key={key} className={styles.figure} data-testid={`summary-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
