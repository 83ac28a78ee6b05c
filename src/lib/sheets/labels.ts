import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SheetIssue } from '../../contract/api/sheet-rows.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateMessageId } from '../i18n/server-messages.ts';

/** Column titles of uploaded sheets by column key; order columns keep the API's names. */
export const sheetColumnLabels: Record<string, MessageDescriptor> = {
  mchOrderNo: msg({ id: 'sheets.columns.mchOrderNo', message: 'Merchant order no.' }),
  name: msg({ id: 'sheets.columns.name', message: 'Name' }),
  cardNumber: msg({ id: 'sheets.columns.cardNumber', message: 'Card number' }),
  bankName: msg({ id: 'sheets.columns.bankName', message: 'Bank branch' }),
  address: msg({ id: 'sheets.columns.address', message: 'Address' }),
  amount: msg({ id: 'sheets.columns.amount', message: 'Amount' }),
  ifscCode: msg({ id: 'sheets.columns.ifscCode', message: 'IFSC' }),
  upi: msg({ id: 'sheets.columns.upi', message: 'UPI' }),
  walletAddress: msg({ id: 'sheets.columns.walletAddress', message: 'Wallet address' }),
  usdtAmount: msg({ id: 'sheets.columns.usdtAmount', message: 'USDT amount' }),
  shortCode: msg({ id: 'sheets.columns.shortCode', message: 'Short code' }),
  ifscPrefix: msg({ id: 'sheets.columns.ifscPrefix', message: 'IFSC prefix or bank code' }),
  country: msg({ id: 'sheets.columns.country', message: 'Country' }),
};

/** A worker's or a row check's problem in the active language; a missing column by its title. */
export function sheetIssueText(issue: SheetIssue): string {
  const values = { ...issue.values };
  const column = typeof values.column === 'string' ? sheetColumnLabels[values.column] : undefined;
  if (column) values.column = i18n._(column);
  return translateMessageId(issue.id, values);
}
