import type { I18n } from '@lingui/core';
import { constants } from '../contract/index.ts';

/** Minor units (product 9: amounts are shown divided by 100) with two decimals, in the UI language. */
export function formatMoney(i18n: I18n, minor: number): string {
  return i18n.number(minor / constants.moneyScale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A 0..1 rate as a percentage with up to two decimals. */
export function formatRate(i18n: I18n, rate: number): string {
  return i18n.number(rate, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
