import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { rejectReasons, type RejectMode, type RejectReason } from '../../contract/index.ts';
import { markLabels, orderTypeLabels, supplementLabels } from '../../lib/i18n/record-enums.ts';
import type { FilterKey } from './filters.ts';
import type { OrderActionName } from './order-rules.ts';

/** Product 3 'Order display labels' and the filters (`orders.fields.*`). */
export const fieldLabels = {
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  merchantOrderId: msg({ id: 'orders.fields.merchantOrderId', message: 'Merchant order number' }),
  product: msg({ id: 'orders.fields.product', message: 'Product' }),
  mark: msg({ id: 'orders.fields.mark', message: 'Mark' }),
  status: msg({ id: 'orders.fields.status', message: 'Status' }),
  merchant: msg({ id: 'orders.fields.merchant', message: 'Merchant' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  amount: msg({ id: 'orders.fields.amount', message: 'Order amount' }),
  realAmount: msg({ id: 'orders.fields.realAmount', message: 'Actual amount' }),
  payableAmount: msg({ id: 'orders.fields.payableAmount', message: 'Amount payable' }),
  createTime: msg({ id: 'orders.fields.createTime', message: 'Created' }),
  callbackCount: msg({ id: 'orders.fields.callbackCount', message: 'Callbacks' }),
  callbackSuccess: msg({ id: 'orders.fields.callbackSuccess', message: 'Callback successful' }),
  lastCallbackAt: msg({ id: 'orders.fields.lastCallbackAt', message: 'Last callback' }),
  supplementStatus: msg({ id: 'orders.fields.supplementStatus', message: 'Supplement' }),
  completionDuration: msg({ id: 'orders.fields.completionDuration', message: 'Completion time' }),
  clientIp: msg({ id: 'orders.fields.clientIp', message: 'Source IP' }),
  merchantFee: msg({ id: 'orders.fields.merchantFee', message: 'Merchant fee' }),
  remark: msg({ id: 'orders.fields.remark', message: 'Remarks' }),
  utr: msg({ id: 'orders.fields.utr', message: 'UTR' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  startTime: msg({ id: 'orders.fields.startTime', message: 'Created from' }),
  endTime: msg({ id: 'orders.fields.endTime', message: 'Created until' }),
  orderStatusId: msg({ id: 'orders.fields.status', message: 'Status' }),
};

/** The filter sheet's label of each filter; a new contract filter needs one line here. */
export const filterLabels: Partial<Record<FilterKey, MessageDescriptor>> = {
  orderCode: fieldLabels.orderCode,
  merchantOrderId: fieldLabels.merchantOrderId,
  merchantId: fieldLabels.merchant,
  supplierId: fieldLabels.supplier,
  productId: fieldLabels.product,
  orderNumber: msg({ id: 'orders.fields.orderNumber', message: 'Order or merchant order number' }),
  orderStatusId: fieldLabels.status,
  startTime: fieldLabels.startTime,
  endTime: fieldLabels.endTime,
  orderMark: fieldLabels.mark,
  utr: fieldLabels.utr,
  userName: msg({ id: 'orders.fields.payerName', message: 'Payer name' }),
  cardNumber: msg({ id: 'orders.fields.cardNumber', message: 'Card number' }),
  ipAddress: fieldLabels.clientIp,
  completedStartTime: msg({ id: 'orders.fields.completedStartTime', message: 'Completed from' }),
  completedEndTime: msg({ id: 'orders.fields.completedEndTime', message: 'Completed until' }),
  mainProduct: msg({ id: 'orders.fields.mainProductOnly', message: 'Main product only' }),
  isProxy: msg({ id: 'orders.fields.isProxy', message: 'Handled by a team' }),
  orderType: msg({ id: 'orders.fields.orderType', message: 'Order type' }),
  supplementStatus: fieldLabels.supplementStatus,
  callbackStatus: msg({ id: 'orders.fields.callbackStatus', message: 'Callback status' }),
  amount: fieldLabels.amount,
  currentReceivedMoney: msg({ id: 'orders.fields.currentReceivedMoney', message: 'Amount received' }),
  realAmountMin: msg({ id: 'orders.fields.realAmountMin', message: 'Actual amount from' }),
  realAmountMax: msg({ id: 'orders.fields.realAmountMax', message: 'Actual amount up to' }),
  usdtCount: msg({ id: 'orders.fields.usdtCount', message: 'USDT amount' }),
  usdtAddress: msg({ id: 'orders.fields.usdtAddress', message: 'USDT address' }),
  description: msg({ id: 'orders.fields.description', message: 'Description' }),
  ifscCode: msg({ id: 'orders.fields.ifsc', message: 'IFSC' }),
};

const yes = msg({ id: 'common.texts.yes', message: 'Yes' });
const no = msg({ id: 'common.texts.no', message: 'No' });

/** The fixed choices of the choice filters, by wire value (contract orderListFilters). */
export const filterChoices: Partial<Record<FilterKey, readonly { value: string; label: MessageDescriptor }[]>> = {
  isProxy: [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
  orderType: Object.entries(orderTypeLabels).map(([value, label]) => ({ value, label })),
  supplementStatus: [
    { value: '0', label: msg({ id: 'enum.supplementStatus.none', message: 'Not supplemented' }) },
    { value: '1', label: msg({ id: 'enum.supplementStatus.manual', message: 'Manual' }) },
    { value: '2', label: msg({ id: 'enum.supplementStatus.automatic', message: 'Automatic' }) },
  ],
  callbackStatus: [
    { value: '0', label: msg({ id: 'enum.callbackStatus.notSent', message: 'Not sent' }) },
    { value: '1', label: msg({ id: 'enum.callbackStatus.delivered', message: 'Delivered' }) },
    { value: '2', label: msg({ id: 'enum.callbackStatus.notDelivered', message: 'Not delivered' }) },
  ],
};

/** The filter sheet's own errors (filters.ts), beside the contract's server messages. */
export const filterErrorLabels: Record<string, MessageDescriptor> = {
  'orders.errors.moneyFilter': msg({
    id: 'orders.errors.moneyFilter',
    message: 'A number with at most 2 decimal places',
  }),
  'orders.errors.usdtFilter': msg({
    id: 'orders.errors.usdtFilter',
    message: 'A number with at most 6 decimal places',
  }),
  'orders.errors.hiddenStatusAlone': msg({
    id: 'orders.errors.hiddenStatusAlone',
    message: 'Allocation failed can only be chosen on its own',
  }),
};

export const rejectReasonLabels = {
  paymentNotReceived: msg({ id: 'enum.rejectReason.paymentNotReceived', message: 'Payment not received' }),
  amountMismatch: msg({ id: 'enum.rejectReason.amountMismatch', message: 'Amount does not match' }),
  duplicatePayment: msg({ id: 'enum.rejectReason.duplicatePayment', message: 'Duplicate payment' }),
  suspectedFraud: msg({ id: 'enum.rejectReason.suspectedFraud', message: 'Suspected fraud' }),
  payerCancelled: msg({ id: 'enum.rejectReason.payerCancelled', message: 'Payer cancelled' }),
  other: msg({ id: 'enum.rejectReason.other', message: 'Other' }),
} satisfies Record<RejectReason, MessageDescriptor>;
export { rejectReasons };

export const rejectModeLabels = {
  merchant: msg({ id: 'enum.rejectMode.merchant', message: 'Reject to the merchant' }),
  list: msg({ id: 'enum.rejectMode.list', message: 'Back to the order list' }),
} satisfies Record<RejectMode, MessageDescriptor>;

export const actionLabels = {
  supplement: msg({ id: 'orders.actions.supplement', message: 'Supplement' }),
  reselect: msg({ id: 'orders.actions.reselect', message: 'Reselect' }),
  reject: msg({ id: 'orders.actions.reject', message: 'Reject' }),
  freeResource: msg({ id: 'orders.actions.freeResource', message: 'Free resource' }),
  resendCallback: msg({ id: 'orders.actions.resendCallback', message: 'Re-send callback' }),
  reverseOrder: msg({ id: 'orders.actions.reverseOrder', message: 'Reverse order' }),
  updateOrderMark: msg({ id: 'orders.actions.updateOrderMark', message: 'Update mark' }),
  unlock: msg({ id: 'orders.actions.unlock', message: 'Unlock' }),
  updateOrderStatus: msg({ id: 'orders.actions.updateOrderStatus', message: 'Fix status' }),
  convertToTest: msg({ id: 'orders.actions.convertToTest', message: 'Convert to test order' }),
  queryStatus: msg({ id: 'orders.actions.queryStatus', message: 'Query status' }),
} satisfies Record<OrderActionName, MessageDescriptor>;

/** Product 8 failure texts, shown above the server's own message. */
export const failureLabels = {
  supplement: msg({ id: 'orders.errors.supplementFailed', message: 'Supplement failed' }),
  reselect: msg({ id: 'orders.errors.reselectFailed', message: 'Reselect failed' }),
  reject: msg({ id: 'orders.errors.rejectFailed', message: 'Rejection failed' }),
  freeResource: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  resendCallback: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  reverseOrder: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  updateOrderMark: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  unlock: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  updateOrderStatus: msg({ id: 'orders.errors.fixFailed', message: 'Fix failed' }),
  convertToTest: msg({ id: 'orders.errors.updateFailed', message: 'Update failed' }),
  queryStatus: msg({ id: 'orders.errors.queryFailed', message: 'Query failed' }),
} satisfies Record<OrderActionName, MessageDescriptor>;

export { markLabels, orderTypeLabels, supplementLabels };
