import { useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/load-error.tsx';
import type { OrderStatistics } from '../../../contract/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { Figure } from './figure.tsx';
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
  const failed = !s && query.error ? query.error : null;
  const show = (value: (stats: OrderStatistics) => string) => (s ? value(s) : null);
  return (
    <section className={styles.stat} aria-label={title} aria-busy={!s && !failed} data-testid="stat-card">
      <header className={styles.statHead}>
        <h2 className={styles.statTitle}>{title}</h2>
        {caption && <span className={styles.statCaption}>{caption}</span>}
      </header>
      {failed && <LoadError error={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {!failed && (
        <>
          <div className={styles.statMain}>
            <span className={styles.statLabel}>{t({ id: 'home.stats.successAmount', message: 'Success amount' })}</span>
            <strong className={styles.statBig}>
              <Figure testId="stat-successAmount">{show((x) => formatMoney(i18n, x.successAmount))}</Figure>
            </strong>
          </div>
          <dl className={styles.statGrid}>
            <div>
              <dt>{t({ id: 'home.stats.orderCount', message: 'Orders' })}</dt>
              <dd>
                <Figure testId="stat-orderCount">{show((x) => i18n.number(x.orderCount))}</Figure>
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.successCount', message: 'Successful' })}</dt>
              <dd>
                <Figure testId="stat-successCount">{show((x) => i18n.number(x.successCount))}</Figure>
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.successRate', message: 'Success rate' })}</dt>
              <dd>
                <Figure testId="stat-successRate">{show((x) => formatRate(i18n, x.successRate))}</Figure>
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'home.stats.amount', message: 'Order amount' })}</dt>
              <dd>
                <Figure testId="stat-amount">{show((x) => formatMoney(i18n, x.amount))}</Figure>
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
