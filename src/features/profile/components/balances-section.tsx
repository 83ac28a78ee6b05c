import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useOwnBalances } from '../api/get-balances.ts';
import styles from './profile.module.css';

/** A merchant's or supplier's own balance (product 3 account labels). */
export function BalancesSection() {
  const { t, i18n } = useLingui();
  const balances = useOwnBalances(true);
  const value = (minor: number | undefined) => (minor === undefined ? '—' : formatMoney(i18n, minor));
  return (
    <section className={styles.section} aria-labelledby="profile-balances">
      <h2 id="profile-balances" className={styles.sectionTitle}>
        {t({ id: 'profile.titles.balances', message: 'Balance' })}
      </h2>
      <ErrorAlert error={balances.error} />
      <dl className={styles.balances}>
        <div>
          <dt>{t({ id: 'profile.fields.balance', message: 'Balance' })}</dt>
          <dd>{value(balances.data?.balance)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'profile.fields.availableBalance', message: 'Available' })}</dt>
          <dd>{value(balances.data?.availableBalance)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'profile.fields.frozenBalance', message: 'Frozen' })}</dt>
          <dd>{value(balances.data?.frozenBalance)}</dd>
        </div>
      </dl>
    </section>
  );
}
