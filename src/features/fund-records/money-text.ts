import type { I18n } from '@lingui/core';
import { formatMoney } from '../../lib/money.ts';

/** A signed amount with its sign, so a debit reads as one without colour. */
export const signedMoney = (i18n: I18n, minor: number): string => `${minor > 0 ? '+' : ''}${formatMoney(i18n, minor)}`;
