/**
 * Status ids. The spec names the labels but not the ids; these are ours (docs/decisions/007-status-ids.md).
 * Id 10, Allocation Failed, is the one the order list hides by default: such an order never reached
 * a supplier, so it is noise in daily work and is shown only when asked for.
 */
export const OrderStatus = {
  created: 0,
  allocated: 1,
  timedOut: 2,
  callbackSuccessful: 3,
  callbackFailed: 4,
  successful: 5,
  processing: 6,
  rejecting: 7,
  rejected: 8,
  toBeConfirmed: 9,
  allocationFailed: 10,
  creating: 11,
  submitted: 12,
  failed: 13,
} as const;
export type OrderStatusName = keyof typeof OrderStatus;
export type OrderStatusId = (typeof OrderStatus)[OrderStatusName];
export const orderStatusIds = Object.values(OrderStatus) as OrderStatusId[];

/**
 * A supplier's queue, "Waiting for supplement": orders on the supplier's account whose money has
 * not been matched yet (allocated, processing) or whose wait ran out (timed out). Ours: the spec
 * names no such view (docs/decisions/007-status-ids.md).
 */
export const supplementQueueStatusIds: readonly OrderStatusId[] = [
  OrderStatus.allocated,
  OrderStatus.processing,
  OrderStatus.timedOut,
];

export const PayoutStatus = {
  awaitingPayment: 0,
  preparingPayment: 1,
  processingPayment: 2,
  paymentCompleted: 3,
  paymentCancelled: 4,
  waitingForProcessing: 5,
  readyToProcess: 6,
  handleExceptions: 7,
  processingException: 8,
} as const;
export type PayoutStatusName = keyof typeof PayoutStatus;
export type PayoutStatusId = (typeof PayoutStatus)[PayoutStatusName];
export const payoutStatusIds = Object.values(PayoutStatus) as PayoutStatusId[];

export const AccountStatus = { normal: 0, deleted: 1, disabled: 2 } as const;
export type AccountStatusId = (typeof AccountStatus)[keyof typeof AccountStatus];

export const OrderType = { ordinary: 0, suspicious: 1, test: 2, leakFill: 3, malicious: 4, query: 5 } as const;
export type OrderTypeId = (typeof OrderType)[keyof typeof OrderType];

/** Balance-change reasons of product 4, plus the ones orders and payouts write. */
export const FundReason = {
  addBalance: 1,
  withdraw: 2,
  changeRate: 3,
  changeFixedFee: 4,
  addDeposit: 5,
  reduceDeposit: 6,
  adjustment: 7,
  orderIncome: 20,
  orderFee: 21,
  supplierCollection: 22,
  /** A paid order undone (reverseOrder, or a status fix from paid to failed): its money moves back. */
  orderReversal: 23,
  payoutHold: 30,
  payoutRelease: 31,
  payoutPaid: 32,
} as const;
export type FundReasonId = (typeof FundReason)[keyof typeof FundReason];

export const MonitorState = {
  starting: 0,
  running: 1,
  stopping: 2,
  stopped: 3,
  disconnected: 4,
  offline: 5,
  testReady: 6,
  preparation: 7,
  callbacksOnly: 8,
  closed: 9,
} as const;
export type MonitorStateId = (typeof MonitorState)[keyof typeof MonitorState];
