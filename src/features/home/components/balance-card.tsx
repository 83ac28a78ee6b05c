import { useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/load-error.tsx';
import { useBalance } from '../api/get-balance.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { Figure } from './figure.tsx';
import styles from './home-page.module.css';

/**
 * A merchant's or supplier's balance: what is available, and the figures it comes from (balance
 * minus frozen minus what open orders reserve), so the card adds up (decision 048).
 */
export function BalanceCard() {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  const title = t({ id: 'home.titles.balance', message: 'Balance' });
  const b = balance.data;
  const failed = !b && balance.error ? balance.error : null;
  // Only a supplier's open orders reserve; a merchant's card keeps its two lines.
  const reserves = roleOf(useUserInfo().data) === 'supplier';
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
                <Figure testId="balance-frozen">{b ? `− ${formatMoney(i18n, b.frozenBalance)}` : null}</Figure>
              </dd>
            </div>
            {reserves && (
              <div>
                <dt>{t({ id: 'home.balance.reserved', message: 'Reserved for open orders' })}</dt>
                <dd>
                  <Figure testId="balance-reserved">{b ? `− ${formatMoney(i18n, b.reservedBalance)}` : null}</Figure>
                </dd>
              </div>
            )}
          </dl>
          {reserves && (
            <p className={styles.balanceCaption} data-testid="balance-reserved-note">
              {t({
                id: 'home.balance.reservedNote',
                message:
                  'Reserved: the amounts of your orders not yet paid. It is available again when an order is paid or ends.',
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
