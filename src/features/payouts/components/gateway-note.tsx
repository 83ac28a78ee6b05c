import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GatewayPayoutState, PayoutRow } from '../../../contract/index.ts';
import styles from './payouts.module.css';

/** Where a payout stands at its payment gateway, in the reader's words. */
export const gatewayStateLabels = {
  queued: msg({ id: 'payouts.gatewayState.queued', message: 'being sent' }),
  sent: msg({ id: 'payouts.gatewayState.sent', message: 'accepted, waiting for the bank' }),
  paid: msg({ id: 'payouts.gatewayState.paid', message: 'paid' }),
  rejected: msg({ id: 'payouts.gatewayState.rejected', message: 'rejected' }),
} satisfies Record<GatewayPayoutState, MessageDescriptor>;

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
