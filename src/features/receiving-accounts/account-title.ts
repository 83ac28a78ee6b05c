import type { ResourceRow } from '../../contract/index.ts';

/** How people name an account: the wallet's nickname, or bank, holder and the card's last four. */
export function accountTitle(r: Pick<ResourceRow, 'walletNickname' | 'walletAddress' | 'bankName' | 'accountName' | 'cardNumber' | 'id'>): string {
  if (r.walletNickname || r.walletAddress) return r.walletNickname || `${r.walletAddress.slice(0, 6)}…${r.walletAddress.slice(-4)}`;
  const parts = [r.bankName, r.accountName, r.cardNumber ? `••${r.cardNumber.slice(-4)}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : `#${r.id}`;
}
