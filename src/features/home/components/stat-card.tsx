import { useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd-mobile';
import { LoadError } from '../../../components/load-error.tsx';
import type { OrderStatistics } from '../../../contract/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import styles from './home-page.module.css';

interface Props {
  title: string;
  caption?: string;
  query: { data: OrderStatistics | undefined; error: Error | null; isFetching: boolean; refetch: () => unknown };
}

/** Figures of one time range: the paid amount large, then count, paid count, rate and amount. */
export function StatCard({ title, caption, query }: Props) {
  const { t, i18n } = useLingui();
  const s = query.data;
  return (
    <section className={styles.stat} aria-label={title} data-testid="stat-card">
      <header className={styles.statHead}>
        <h2 className={styles.statTitle}>{title}</h2>
        {caption && <span className={styles.statCaption}>{caption}</span>}
      </header>
      {!s && query.error && <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {!s && !query.error && <Skeleton.Paragraph lineCount={3} animated />}
      {s && (
        <>
          <div className={styles.statMain}>
            <span className={styles.statLabel}>{t({ id: 'home.stats.successAmount', message: 'Success amount' })}</span>
            <strong className={styles.statBig} data-testid="stat-successAmount">
              {formatMoney(i18n, s.successAmount)}
            </strong>
          </div>
          <dl className={styles.statGrid}>
            <div>
              <dt>{t({ id: 'home.stats.orderCount', message: 'Orders' })}</dt>
              <dd data-testid="stat-orderCount">{i18n.number(s.orderCount)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.successCount', message: 'Successful' })}</dt>
              <dd data-testid="stat-successCount">{i18n.number(s.successCount)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.successRate', message: 'Success rate' })}</dt>
              <dd data-testid="stat-successRate">{formatRate(i18n, s.successRate)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.amount', message: 'Order amount' })}</dt>
              <dd data-testid="stat-amount">{formatMoney(i18n, s.amount)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
