import type { PayoutRow } from '../../contract/index.ts';

/** The payee's card or wallet as a list shows it: the card's last 4 digits, the wallet's ends. */
export function payeeTail(row: Pick<PayoutRow, 'walletAddress' | 'cardNumber'>): string {
  if (row.walletAddress) return row.walletAddress.length > 12 ? `${row.walletAddress.slice(0, 6)}…${row.walletAddress.slice(-4)}` : row.walletAddress;
  if (row.cardNumber) return `••${row.cardNumber.slice(-4)}`;
  return '—';
}
