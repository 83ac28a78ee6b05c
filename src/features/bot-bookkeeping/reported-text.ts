import type { I18n } from '@lingui/core';
import type { BotFundRecordRow } from '../../contract/index.ts';
import { formatMoney } from '../../lib/money.ts';

/** A reported amount with its sign and currency: "+1,000.50 USDT". */
export const reportedText = (i18n: I18n, r: Pick<BotFundRecordRow, 'amount' | 'currency'>) =>
  `${r.amount > 0 ? '+' : ''}${formatMoney(i18n, r.amount)}${r.currency ? ` ${r.currency}` : ''}`;
