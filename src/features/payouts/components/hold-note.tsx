import { useLingui } from '@lingui/react/macro';
import type { PayoutRow } from '../../../contract/index.ts';
import { matchFieldLabels } from '../../risk-control/index.ts';
import styles from './payouts.module.css';

/**
 * Why a payout waits: risk control holds it because the payee's fields are on the blacklist, until
 * a risk officer releases or rejects it. Nothing when it is not held.
 */
export function HoldNote({ row }: { row: PayoutRow }) {
  const { t, i18n } = useLingui();
  if (!row.hold) return null;
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    row.hold.fields.map((f) => i18n._(matchFieldLabels[f])),
  );
  return (
    <p className={styles.hold} role="note" data-testid="payout-hold">
      {t({
        id: 'payouts.texts.held',
        message: `Held by risk control: the payee's ${fields} is on the blacklist. It waits for a risk officer to release or reject it.`,
      })}
    </p>
  );
}
