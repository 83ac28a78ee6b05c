import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../lib/api/client.ts';
import { translateMessageId } from '../../../lib/i18n/server-messages.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { localDayParams } from '../local-day.ts';
import styles from './home-page.module.css';
import { StatCard } from './stat-card.tsx';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/** The three statistic cards of the home page: all time, today and yesterday (local days). */
export function StatsSection() {
  const { t, i18n } = useLingui();
  const params = localDayParams();
  const total = useOrderStatistics('total', params.total);
  const today = useOrderStatistics('today', params.today);
  const yesterday = useOrderStatistics('yesterday', params.yesterday);
  // Statistics switched off for merchants and suppliers (ShowUserStatisticInfo): say so once.
  if (isApiError(total.error) && total.error.msgId === 'errors.statisticsHidden') {
    return <p className={styles.statsHidden}>{translateMessageId('errors.statisticsHidden')}</p>;
  }
  const now = new Date();
  const day = (offset: number) =>
    formatTime(i18n, new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset), {
      month: 'short',
      day: 'numeric',
      weekday: 'short',
    });

  return (
    <div className={styles.stats}>
      <StatCard title={t({ id: 'home.stats.today', message: 'Today' })} caption={day(0)} query={today} />
      <StatCard title={t({ id: 'home.stats.yesterday', message: 'Yesterday' })} caption={day(-1)} query={yesterday} />
      <StatCard
        title={t({ id: 'home.stats.total', message: 'All time' })}
        caption={t({ id: 'home.stats.totalCaption', message: 'Since the first order' })}
        query={total}
      />
    </div>
  );
}
