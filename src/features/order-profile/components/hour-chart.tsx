import { useLingui } from '@lingui/react/macro';
import type { HourPerformance } from '../../../contract/index.ts';
import { hourBars } from '../profile-chart.ts';
import styles from './order-profile.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/** Orders per hour as plain bars, the paid part darker; hours in the person's own clock. */
export function HourChart({ day, hours }: { day: string; hours: readonly HourPerformance[] }) {
  const { t, i18n } = useLingui();
  const bars = hourBars(day, hours);
  return (
    <section className={styles.section} aria-labelledby="profile-hours">
      <h2 id="profile-hours">{t({ id: 'orderProfile.titles.hours', message: 'Orders per hour' })}</h2>
      <p className={styles.legend}>
        <span>
          <span className={`${styles.swatch} ${styles.all}`} />
          {t({ id: 'orderProfile.fields.orders', message: 'Orders' })}
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.paid}`} />
          {t({ id: 'orderProfile.fields.paid', message: 'Paid' })}
        </span>
      </p>
      <ol className={styles.hours}>
        {bars.map((b) => (
          <li key={b.start.toISOString()} className={styles.hour} data-testid="profile-hour">
            <time dateTime={b.start.toISOString()}>
              {formatTime(i18n, b.start, { hour: '2-digit', minute: '2-digit' })}
            </time>
            <span className={styles.track} aria-hidden="true">
              <span className={`${styles.bar} ${styles.all}`} style={{ width: `${b.orderPct}%` }} />
              <span className={`${styles.bar} ${styles.paid}`} style={{ width: `${b.successPct}%` }} />
            </span>
            <span className={styles.count}>
              {b.successCount}/{b.orderCount}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
