import type { ResourceRow } from '../../contract/index.ts';
import { cardTail, walletEnds } from '../../lib/account-tail.ts';

/** How people name an account: the wallet's nickname, or bank, holder and the card's last four. */
export function accountTitle(
  r: Pick<ResourceRow, 'walletNickname' | 'walletAddress' | 'bankName' | 'accountName' | 'cardNumber' | 'id'>,
): string {
  if (r.walletNickname || r.walletAddress) return r.walletNickname || walletEnds(r.walletAddress);
  const parts = [r.bankName, r.accountName, r.cardNumber ? cardTail(r.cardNumber) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : `#${r.id}`;
}
