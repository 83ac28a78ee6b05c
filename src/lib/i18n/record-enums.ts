import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OrderMark, OrderType, type IpRuleScope } from '../../contract/index.ts';

/**
 * Names of the small enums that lists, the entity viewer and the audit log all show: declared once
 * here so every screen says the same word for the same number (decision 119).
 */

/** Product 3 'Order types/labels', by contract id. */
export const orderTypeLabels: Record<number, MessageDescriptor> = {
  [OrderType.ordinary]: msg({ id: 'enum.orderType.ordinary', message: 'Ordinary' }),
  [OrderType.suspicious]: msg({ id: 'enum.orderType.suspicious', message: 'Suspicious' }),
  [OrderType.test]: msg({ id: 'enum.orderType.test', message: 'Test' }),
  [OrderType.leakFill]: msg({ id: 'enum.orderType.leakFill', message: 'Fill-in' }),
  [OrderType.malicious]: msg({ id: 'enum.orderType.malicious', message: 'Malicious' }),
  [OrderType.query]: msg({ id: 'enum.orderType.query', message: 'Query' }),
};

export const markLabels: Record<number, MessageDescriptor> = {
  [OrderMark.followUp]: msg({ id: 'enum.orderMark.followUp', message: 'Follow up' }),
  [OrderMark.payerContacted]: msg({ id: 'enum.orderMark.payerContacted', message: 'Payer contacted' }),
  [OrderMark.disputed]: msg({ id: 'enum.orderMark.disputed', message: 'Disputed' }),
  [OrderMark.verified]: msg({ id: 'enum.orderMark.verified', message: 'Verified' }),
  [OrderMark.suspicious]: msg({ id: 'enum.orderMark.suspicious', message: 'Suspicious' }),
};

/** supplementStatus 1 manual, 2 automatic (contract OrderRow). */
export const supplementLabels: Record<number, MessageDescriptor> = {
  1: msg({ id: 'enum.supplementStatus.manual', message: 'Manual' }),
  2: msg({ id: 'enum.supplementStatus.automatic', message: 'Automatic' }),
};

/** Product 4: account states. */
export const accountStatusLabels = {
  normal: msg({ id: 'enum.accountStatus.normal', message: 'Normal' }),
  deleted: msg({ id: 'enum.accountStatus.deleted', message: 'Deleted' }),
  disabled: msg({ id: 'enum.accountStatus.disabled', message: 'Disabled' }),
};

export const ipRuleScopeLabels = {
  merchant: msg({ id: 'enum.ipRuleScope.merchant', message: 'Merchant API' }),
  account: msg({ id: 'enum.ipRuleScope.account', message: 'Staff account' }),
  role: msg({ id: 'enum.ipRuleScope.role', message: 'Staff role' }),
} satisfies Record<IpRuleScope, MessageDescriptor>;
