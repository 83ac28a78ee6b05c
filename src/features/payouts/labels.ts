import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GatewayPayoutState, PayoutRejectReason, PayoutRow } from '../../contract/index.ts';

/** A payout's fields and filters (product 3 payout labels). */
export const payoutLabels = {
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  mchOrderNo: msg({ id: 'payouts.fields.mchOrderNo', message: 'Merchant order number' }),
  orderNumber: msg({ id: 'orders.fields.orderNumber', message: 'Order or merchant order number' }),
  status: msg({ id: 'payouts.fields.status', message: 'Status' }),
  mode: msg({ id: 'payouts.fields.mode', message: 'Live or test' }),
  live: msg({ id: 'payouts.values.live', message: 'Live' }),
  test: msg({ id: 'payouts.values.test', message: 'Test' }),
  amount: msg({ id: 'payouts.fields.amount', message: 'Amount' }),
  fee: msg({ id: 'payouts.fields.fee', message: 'Fee' }),
  product: msg({ id: 'payouts.fields.product', message: 'Product' }),
  merchant: msg({ id: 'payouts.fields.merchant', message: 'Merchant' }),
  merchantId: msg({ id: 'payouts.fields.merchantId', message: 'Merchant ID' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  supplierId: msg({ id: 'payouts.fields.supplierId', message: 'Supplier ID' }),
  batch: msg({ id: 'payouts.fields.batch', message: 'Batch' }),
  name: msg({ id: 'payouts.fields.name', message: 'Cardholder name' }),
  cardNumber: msg({ id: 'payouts.fields.cardNumber', message: 'Card number' }),
  bankBranch: msg({ id: 'payouts.fields.bankBranch', message: 'Bank branch' }),
  address: msg({ id: 'payouts.fields.address', message: 'Address' }),
  ifsc: msg({ id: 'payouts.fields.ifsc', message: 'IFSC' }),
  upi: msg({ id: 'payouts.fields.upi', message: 'UPI' }),
  walletAddress: msg({ id: 'payouts.fields.walletAddress', message: 'Wallet address' }),
  usdtAmount: msg({ id: 'payouts.fields.usdtAmount', message: 'USDT amount' }),
  utr: msg({ id: 'orders.fields.utr', message: 'UTR' }),
  rejectReason: msg({ id: 'payouts.fields.rejectReason', message: 'Reject reason' }),
  createTime: msg({ id: 'payouts.fields.createTime', message: 'Created' }),
  completedTime: msg({ id: 'payouts.fields.completedTime', message: 'Completed' }),
  startTime: msg({ id: 'payouts.fields.startTime', message: 'Created from' }),
  endTime: msg({ id: 'payouts.fields.endTime', message: 'Created until' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  rejectMode: msg({ id: 'payouts.fields.rejectMode', message: 'Reject to' }),
  otherReason: msg({ id: 'payouts.fields.otherReason', message: 'Written reason' }),
  /** The list's one column for the card number, UPI, wallet and USDT amount. */
  payee: msg({ id: 'payouts.fields.payee', message: 'Card or wallet' }),
  note: msg({ id: 'payouts.fields.note', message: 'Hold or gateway' }),
};

// Payout statuses are worded in src/lib/i18n (server messages name them too).
export { payoutStatusLabel, payoutStatusLabels } from '../../lib/i18n/payout-status-labels.ts';

export const payoutRejectReasonLabels = {
  accountInvalid: msg({ id: 'enum.payoutRejectReason.accountInvalid', message: 'Account invalid' }),
  nameMismatch: msg({ id: 'enum.payoutRejectReason.nameMismatch', message: 'Name does not match' }),
  ifscInvalid: msg({ id: 'enum.payoutRejectReason.ifscInvalid', message: 'IFSC invalid' }),
  bankUnavailable: msg({ id: 'enum.payoutRejectReason.bankUnavailable', message: 'Bank unavailable' }),
  merchantRequest: msg({ id: 'enum.payoutRejectReason.merchantRequest', message: 'At the merchant’s request' }),
  other: msg({ id: 'enum.payoutRejectReason.other', message: 'Other' }),
} satisfies Record<PayoutRejectReason, MessageDescriptor>;

export const rejectModeLabels = {
  merchant: msg({ id: 'payouts.rejectMode.merchant', message: 'The merchant (cancel, balance returned)' }),
  list: msg({ id: 'payouts.rejectMode.list', message: 'The list (back to the pool)' }),
};

/** Where a payout stands at its payment gateway, in the reader's words. */
export const gatewayStateLabels = {
  queued: msg({ id: 'payouts.gatewayState.queued', message: 'being sent' }),
  sent: msg({ id: 'payouts.gatewayState.sent', message: 'accepted, waiting for the bank' }),
  paid: msg({ id: 'payouts.gatewayState.paid', message: 'paid' }),
  rejected: msg({ id: 'payouts.gatewayState.rejected', message: 'rejected' }),
} satisfies Record<GatewayPayoutState, MessageDescriptor>;

const heldShort = msg({ id: 'payouts.texts.heldShort', message: 'Held by risk control' });

/** Whether risk control holds the payout, or where it stands at its gateway; '' for neither. */
export function payoutNote(row: Pick<PayoutRow, 'hold' | 'gateway'>, i18n: I18n): string {
  if (row.hold) return i18n._(heldShort);
  if (row.gateway) return `${row.gateway.name}: ${i18n._(gatewayStateLabels[row.gateway.state])}`;
  return '';
}
