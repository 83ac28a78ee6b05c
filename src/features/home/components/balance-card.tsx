import { useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd-mobile';
import { LoadError } from '../../../components/load-error.tsx';
import { useBalance } from '../api/get-balance.ts';
import { formatMoney } from '../../../lib/money.ts';
import styles from './home-page.module.css';

/** A merchant's or supplier's balance: what is available, what is frozen, and the sum. */
export function BalanceCard() {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  const title = t({ id: 'home.titles.balance', message: 'Balance' });
  const b = balance.data;
  return (
    <section className={styles.balance} aria-label={title}>
      <h2 className={styles.balanceTitle}>{title}</h2>
      {!b && balance.error && <LoadError error={balance.error} onRetry={() => void balance.refetch()} retrying={balance.isFetching} />}
      {!b && !balance.error && <Skeleton.Paragraph lineCount={2} animated />}
      {b && (
        <>
          <strong className={styles.balanceBig} data-testid="balance-available">
            {formatMoney(i18n, b.availableBalance)}
          </strong>
          <span className={styles.balanceCaption}>{t({ id: 'home.balance.available', message: 'Available balance' })}</span>
          <dl className={styles.balanceRow}>
            <div>
              <dt>{t({ id: 'home.balance.total', message: 'Balance' })}</dt>
              <dd>{formatMoney(i18n, b.balance)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'home.balance.frozen', message: 'Frozen' })}</dt>
              <dd>{formatMoney(i18n, b.frozenBalance)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
