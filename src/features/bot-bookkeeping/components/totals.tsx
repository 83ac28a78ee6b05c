import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BotFundRecordState, type BotFundRecordSum, type BotFundRecordTotals } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { stateLabels } from '../labels.ts';
import styles from './bot-fund-records.module.css';

/**
 * The totals of the matching reports (decision 118): deposits, settlements and net of the
 * confirmed ones, one line a currency; pending and rejected ones apart, never added in.
 */
export function BotFundTotals({ totals }: { totals: BotFundRecordTotals }) {
  const { t, i18n } = useLingui();
  const currencyText = (c: string) => c || t({ id: 'botFundRecords.texts.noCurrency', message: 'No currency named' });
  const confirmed = totals.sums.filter((s) => s.state === BotFundRecordState.confirmed);
  const apart = (state: typeof BotFundRecordState.pending | typeof BotFundRecordState.rejected) => {
    const sums = totals.sums.filter((s) => s.state === state);
    const count = sums.reduce((n, s) => n + s.count, 0);
    if (count === 0) return null;
    const amounts = sums.map(
      (s: BotFundRecordSum) => `${currencyText(s.currency)} ${formatMoney(i18n, s.credits + s.debits)}`,
    );
    return (
      <p
        className={styles.totalsApart}
        data-testid={`bot-fund-totals-${state === BotFundRecordState.pending ? 'pending' : 'rejected'}`}
      >
        {`${i18n._(stateLabels[state])}: `}
        {t({
          id: 'botFundRecords.texts.reportsApart',
          message: plural(count, { one: '# report, not in the totals', other: '# reports, not in the totals' }),
        })}
        {` (${amounts.join(' · ')})`}
      </p>
    );
  };
  return (
    <div className={styles.totalsBlock} data-testid="bot-fund-totals">
      <p className={styles.totalsTitle}>
        {t({ id: 'botFundRecords.texts.confirmedTotals', message: 'Confirmed, per currency' })}
      </p>
      {confirmed.length === 0 && (
        <p className={styles.totals}>{t({ id: 'botFundRecords.texts.noConfirmed', message: 'No confirmed report' })}</p>
      )}
      {confirmed.map((s) => (
        <p key={s.currency} className={styles.totals} data-testid="bot-fund-totals-currency" data-currency={s.currency}>
          <span className={styles.currency}>{currencyText(s.currency)}</span>
          <span>
            {t({ id: 'botFundRecords.texts.totalIn', message: 'Deposits' })}:{' '}
            <strong>{formatMoney(i18n, s.credits)}</strong>
          </span>
          <span>
            {t({ id: 'botFundRecords.texts.totalOut', message: 'Settlements' })}:{' '}
            <strong>{formatMoney(i18n, s.debits)}</strong>
          </span>
          <span>
            {t({ id: 'botFundRecords.texts.totalNet', message: 'Net' })}:{' '}
            <strong>{formatMoney(i18n, s.credits + s.debits)}</strong>
          </span>
        </p>
      ))}
      {apart(BotFundRecordState.pending)}
      {apart(BotFundRecordState.rejected)}
    </div>
  );
}
