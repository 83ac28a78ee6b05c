import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FundReason, type FundReasonId } from '../../contract/index.ts';

/** A fund record's fields, filters and the balance operation form (`fundRecords.fields.*`). */
export const fundLabels = {
  time: msg({ id: 'fundRecords.fields.time', message: 'Time' }),
  user: msg({ id: 'fundRecords.fields.user', message: 'User' }),
  reason: msg({ id: 'fundRecords.fields.reason', message: 'Reason' }),
  amount: msg({ id: 'fundRecords.fields.amount', message: 'Amount' }),
  balanceBefore: msg({ id: 'fundRecords.fields.balanceBefore', message: 'Balance before' }),
  balanceAfter: msg({ id: 'fundRecords.fields.balanceAfter', message: 'Balance after' }),
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  operator: msg({ id: 'fundRecords.fields.operator', message: 'Operator' }),
  remark: msg({ id: 'fundRecords.fields.remark', message: 'Remark' }),
  startTime: msg({ id: 'fundRecords.fields.startTime', message: 'From' }),
  endTime: msg({ id: 'fundRecords.fields.endTime', message: 'Until' }),
  direction: msg({ id: 'fundRecords.fields.direction', message: 'Direction' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
};

/** Product 4's reasons, and the ones orders and payouts write. */
export const reasonLabels = {
  [FundReason.addBalance]: msg({ id: 'enum.fundReason.addBalance', message: 'Add balance' }),
  [FundReason.withdraw]: msg({ id: 'enum.fundReason.withdraw', message: 'Withdraw' }),
  [FundReason.changeRate]: msg({ id: 'enum.fundReason.changeRate', message: 'Change rate' }),
  [FundReason.changeFixedFee]: msg({ id: 'enum.fundReason.changeFixedFee', message: 'Change fixed fee' }),
  [FundReason.addDeposit]: msg({ id: 'enum.fundReason.addDeposit', message: 'Add deposit' }),
  [FundReason.reduceDeposit]: msg({ id: 'enum.fundReason.reduceDeposit', message: 'Reduce deposit' }),
  [FundReason.adjustment]: msg({ id: 'enum.fundReason.adjustment', message: 'Adjustment' }),
  [FundReason.orderIncome]: msg({ id: 'enum.fundReason.orderIncome', message: 'Order income' }),
  [FundReason.orderFee]: msg({ id: 'enum.fundReason.orderFee', message: 'Order fee' }),
  [FundReason.supplierCollection]: msg({ id: 'enum.fundReason.supplierCollection', message: 'Collection received' }),
  [FundReason.orderReversal]: msg({ id: 'enum.fundReason.orderReversal', message: 'Order reversal' }),
  [FundReason.payoutHold]: msg({ id: 'enum.fundReason.payoutHold', message: 'Payout held' }),
  [FundReason.payoutRelease]: msg({ id: 'enum.fundReason.payoutRelease', message: 'Payout released' }),
  [FundReason.payoutPaid]: msg({ id: 'enum.fundReason.payoutPaid', message: 'Payout paid' }),
} satisfies Record<FundReasonId, MessageDescriptor>;

/** A reason a newer server may send unknown: shown as its number. */
export const reasonLabel = (r: number): MessageDescriptor | undefined =>
  Object.hasOwn(reasonLabels, r) ? reasonLabels[r as FundReasonId] : undefined;

/** A user in a choice list: its account and its name. */
export const userOptionLabel = msg({ id: 'fundRecords.texts.userOption', message: '{account} ({name})' });
