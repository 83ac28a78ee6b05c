import type { I18n } from '@lingui/core';
import type { WebRecordRow } from '../../contract/index.ts';
import { formatMoney } from '../../lib/money.ts';

/** USDT millionths as a decimal without float rounding: 2750000 -> "2.75". */
export function usdtText(millionths: number): string {
  const whole = Math.trunc(millionths / 1_000_000);
  const frac = String(millionths % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}`;
}

/** A web message in the account's money, a USDT transfer in USDT. */
export const recordAmount = (i18n: I18n, r: Pick<WebRecordRow, 'kind' | 'amount'>) =>
  r.kind === 'usdt' ? `${usdtText(r.amount)} USDT` : formatMoney(i18n, r.amount);

/** The receiving account: bank and card tail, or the wallet for USDT. */
export const recordAccount = (r: WebRecordRow) =>
  (r.kind === 'usdt'
    ? r.walletAddress || r.toAddress
    : [r.bankName, r.cardTail && `··${r.cardTail}`].filter(Boolean).join(' ')) || `#${r.resourceId}`;
