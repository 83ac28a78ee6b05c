import { useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/load-error.tsx';
import { useBalance } from '../api/get-balance.ts';
import { formatMoney } from '../../../lib/money.ts';
import { Figure } from './figure.tsx';
import styles from './home-page.module.css';

/** A merchant's or supplier's balance: what is available, what is frozen, and the sum. */
export function BalanceCard() {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  const title = t({ id: 'home.titles.balance', message: 'Balance' });
  const b = balance.data;
  const failed = !b && balance.error ? balance.error : null;
  return (
    <section className={styles.balance} aria-label={title} aria-busy={!b && !failed}>
      <h2 className={styles.balanceTitle}>{title}</h2>
      {failed && <LoadError error={failed} onRetry={() => void balance.refetch()} retrying={balance.isFetching} />}
      {!failed && (
        <>
          <strong className={styles.balanceBig}>
            <Figure testId="balance-available">{b ? formatMoney(i18n, b.availableBalance) : null}</Figure>
          </strong>
          <span className={styles.balanceCaption}>
            {t({ id: 'home.balance.available', message: 'Available balance' })}
          </span>
          <dl className={styles.balanceRow}>
            <div>
              <dt>{t({ id: 'home.balance.total', message: 'Balance' })}</dt>
              <dd>
                <Figure>{b ? formatMoney(i18n, b.balance) : null}</Figure>
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'home.balance.frozen', message: 'Frozen' })}</dt>
              <dd>
                <Figure>{b ? formatMoney(i18n, b.frozenBalance) : null}</Figure>
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
