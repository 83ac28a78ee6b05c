import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RiskDetectionStateName, RiskEntryKind, RiskMatchField } from '../../contract/index.ts';

/** Fields and filters of the risk control pages (`riskControl.fields.*`). */
export const riskLabels = {
  kind: msg({ id: 'riskControl.fields.kind', message: 'Kind' }),
  value: msg({ id: 'riskControl.fields.value', message: 'Value' }),
  name: msg({ id: 'riskControl.fields.name', message: 'Name' }),
  remark: msg({ id: 'riskControl.fields.remark', message: 'Remark' }),
  createdBy: msg({ id: 'riskControl.fields.createdBy', message: 'Added by' }),
  createTime: msg({ id: 'riskControl.fields.createTime', message: 'Added at' }),
  googleCode: msg({ id: 'riskControl.fields.googleCode', message: 'Google code' }),
  orderCode: msg({ id: 'riskControl.fields.orderCode', message: 'Order number' }),
  merchant: msg({ id: 'riskControl.fields.merchant', message: 'Merchant' }),
  merchantId: msg({ id: 'riskControl.fields.merchantId', message: 'Merchant ID' }),
  amount: msg({ id: 'riskControl.fields.amount', message: 'Amount' }),
  payee: msg({ id: 'riskControl.fields.payee', message: 'Payee' }),
  account: msg({ id: 'riskControl.fields.account', message: 'Card or account' }),
  reason: msg({ id: 'riskControl.fields.reason', message: 'Reason' }),
  state: msg({ id: 'riskControl.fields.state', message: 'State' }),
  payoutStatus: msg({ id: 'riskControl.fields.payoutStatus', message: 'Payout status' }),
  heldAt: msg({ id: 'riskControl.fields.heldAt', message: 'Held at' }),
  decidedBy: msg({ id: 'riskControl.fields.decidedBy', message: 'Decided by' }),
  decidedTime: msg({ id: 'riskControl.fields.decidedTime', message: 'Decided at' }),
  mchOrderNo: msg({ id: 'riskControl.fields.mchOrderNo', message: 'Merchant order number' }),
  fee: msg({ id: 'riskControl.fields.fee', message: 'Fee' }),
  startTime: msg({ id: 'riskControl.fields.startTime', message: 'Held from' }),
  endTime: msg({ id: 'riskControl.fields.endTime', message: 'Held until' }),
};

export const entryKindLabels = {
  name: msg({ id: 'enum.riskEntryKind.name', message: 'Name' }),
  cardNumber: msg({ id: 'enum.riskEntryKind.cardNumber', message: 'Card number' }),
  account: msg({ id: 'enum.riskEntryKind.account', message: 'Account (UPI or wallet)' }),
} satisfies Record<RiskEntryKind, MessageDescriptor>;

/** The payout field a payee matched on, as the reason names it. */
export const matchFieldLabels = {
  name: msg({ id: 'enum.riskMatchField.name', message: 'name' }),
  cardNumber: msg({ id: 'enum.riskMatchField.cardNumber', message: 'card number' }),
  upi: msg({ id: 'enum.riskMatchField.upi', message: 'UPI' }),
  walletAddress: msg({ id: 'enum.riskMatchField.walletAddress', message: 'wallet address' }),
} satisfies Record<RiskMatchField, MessageDescriptor>;

export const detectionStateLabels = {
  pending: msg({ id: 'enum.riskDetectionState.pending', message: 'Held' }),
  released: msg({ id: 'enum.riskDetectionState.released', message: 'Released' }),
  rejected: msg({ id: 'enum.riskDetectionState.rejected', message: 'Rejected' }),
} satisfies Record<RiskDetectionStateName, MessageDescriptor>;

export const detectionStateColors: Record<RiskDetectionStateName, string> = {
  pending: 'danger',
  released: 'success',
  rejected: 'default',
};

export const riskActionLabels = {
  add: msg({ id: 'riskControl.actions.add', message: 'Add entry' }),
  addName: msg({ id: 'riskControl.actions.addName', message: 'Add name' }),
  remove: msg({ id: 'riskControl.actions.remove', message: 'Delete' }),
  release: msg({ id: 'riskControl.actions.release', message: 'Release' }),
  reject: msg({ id: 'riskControl.actions.reject', message: 'Reject' }),
};
