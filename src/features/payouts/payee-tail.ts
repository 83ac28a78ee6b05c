import type { PayoutRow } from '../../contract/index.ts';
import { cardTail, walletEnds } from '../../lib/account-tail.ts';

/** The payee's card or wallet as a list shows it: the card's last 4 digits, the wallet's ends. */
export function payeeTail(row: Pick<PayoutRow, 'walletAddress' | 'cardNumber'>): string {
  if (row.walletAddress) return walletEnds(row.walletAddress);
  if (row.cardNumber) return cardTail(row.cardNumber);
  return '—';
}
