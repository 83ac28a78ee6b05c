import type { resources } from '../db/schema.ts';

type LinkSource = Pick<typeof resources.$inferSelect, 'upi' | 'cardNumber' | 'ifsc' | 'accountName' | 'walletAddress'>;

/**
 * What a payer scans to pay into the account (docs/decisions/028-receiving-accounts.md): a wallet's address (TRON wallets
 * read the bare address); a UPI payment link to its UPI id, or else to its bank account through
 * NPCI's `<account>@<IFSC>.ifsc.npci` address, which every UPI app pays. Null when the account has
 * none of these (a Kenyan mobile wallet has no common link). Here, not in a module: the resource
 * detail shows it and an order's pay link (IsNewPayUrl off) points at it.
 */
export function paymentLink(r: LinkSource): string | null {
  if (r.walletAddress) return r.walletAddress;
  const name = encodeURIComponent(r.accountName);
  if (r.upi) return `upi://pay?pa=${encodeURIComponent(r.upi)}&pn=${name}&cu=INR`;
  if (r.cardNumber && r.ifsc) return `upi://pay?pa=${r.cardNumber}@${r.ifsc.toLowerCase()}.ifsc.npci&pn=${name}&cu=INR`;
  return null;
}
