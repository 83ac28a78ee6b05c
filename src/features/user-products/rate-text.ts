import type { I18n } from '@lingui/core';
import { constants } from '../../contract/index.ts';

const scale = 10 ** constants.rateDecimals;

/** A stored rate (1/10000) as typed, with its 4 decimals: 125 → "0.0125". */
export const rateInputText = (rate: number): string => (rate / scale).toFixed(constants.rateDecimals);

/** A stored rate for reading: "0.0125 (1.25%)". */
export const rateText = (i18n: I18n, rate: number): string =>
  `${rateInputText(rate)} (${i18n.number(rate / scale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 })})`;

/** Minor units as typed in the form: 150 → "1.50". */
export const feeInputText = (minor: number): string => (minor / constants.moneyScale).toFixed(constants.amountDecimals);
