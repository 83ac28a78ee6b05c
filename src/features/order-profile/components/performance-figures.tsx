import { useLingui } from '@lingui/react/macro';
import type { OrderPerformance } from '../../../contract/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { formatDuration } from '../../orders/index.ts';
import styles from './order-profile.module.css';

/** The figures of a set of orders as cards, two a row on a phone. */
export function PerformanceFigures({ figures: f }: { figures: OrderPerformance }) {
  const { t, i18n } = useLingui();
  const seconds = (s: number | null) => (s === null ? '—' : formatDuration(s));
  const cards: [string, string, string][] = [
    ['orders', t({ id: 'orderProfile.fields.orders', message: 'Orders' }), i18n.number(f.orderCount)],
    ['paid', t({ id: 'orderProfile.fields.paid', message: 'Paid' }), i18n.number(f.successCount)],
    [
      'successRate',
      t({ id: 'orderProfile.fields.successRate', message: 'Success rate' }),
      formatRate(i18n, f.successRate),
    ],
    ['amount', t({ id: 'orderProfile.fields.amount', message: 'Amount' }), formatMoney(i18n, f.amount)],
    ['payP50', t({ id: 'orderProfile.fields.payP50', message: 'Time to pay (median)' }), seconds(f.payP50Seconds)],
    ['payP95', t({ id: 'orderProfile.fields.payP95', message: 'Time to pay (95%)' }), seconds(f.payP95Seconds)],
    ['timeout', t({ id: 'orderProfile.fields.timeoutShare', message: 'Timed out' }), formatRate(i18n, f.timeoutShare)],
    [
      'noAccount',
      t({ id: 'orderProfile.fields.allocationFailedShare', message: 'No account found' }),
      formatRate(i18n, f.allocationFailedShare),
    ],
  ];
  return (
    <dl className={styles.figures}>
      {cards.map(([key, label, value]) => (
        <div key={key} className={styles.figure} data-testid={`profile-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
