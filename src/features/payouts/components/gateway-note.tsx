import { useLingui } from '@lingui/react/macro';
import type { PayoutRow } from '../../../contract/index.ts';
import { gatewayStateLabels } from '../labels.ts';
import styles from './payouts.module.css';

/**
 * Says that a payment gateway pays (or paid, or refused) this payout, and where it stands there.
 * Nothing for a payout no gateway was given (and for merchants, who are not told).
 */
export function GatewayNote({ row }: { row: PayoutRow }) {
  const { t, i18n } = useLingui();
  if (!row.gateway) return null;
  const name = row.gateway.name;
  const state = i18n._(gatewayStateLabels[row.gateway.state]);
  return (
    <p className={styles.gateway} role="note" data-testid="payout-gateway">
      {t({ id: 'payouts.texts.gateway', message: `Payment gateway ${name}: ${state}` })}
    </p>
  );
}
