import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AccountStatus, OrderStatus, outboundFailureKind, type OrderStatusName } from '../../contract/index.ts';
import { orderStatusLabels } from './order-status-labels.ts';
import { failureTexts } from './outbound-failure-text.ts';
import { payoutStatusLabels } from './payout-status-labels.ts';
import {
  accountStatusLabels,
  ipRuleScopeLabels,
  markLabels,
  orderTypeLabels,
  supplementLabels,
} from './record-enums.ts';
import { roleLabels } from './role-labels.ts';

/**
 * Field names and stored values of a record (the entity viewer's fields, an audit record's before
 * and after) in the words the rest of the app uses (decision 119): "Status: Rejected", not
 * "Status 8"; "Applies to", not `scope`.
 */

/** The kind of record the fields belong to: the same number means another thing in each. */
export type RecordKind = 'order' | 'payout' | 'user' | 'ipRule' | 'callback' | 'other';

const on = msg({ id: 'records.fields.enabled', message: 'On' });
const fieldLabels: Record<string, MessageDescriptor> = {
  status: msg({ id: 'records.fields.status', message: 'Status' }),
  orderType: msg({ id: 'records.fields.orderType', message: 'Order type' }),
  supplementStatus: msg({ id: 'records.fields.supplementStatus', message: 'Supplement' }),
  orderMark: msg({ id: 'records.fields.orderMark', message: 'Mark' }),
  orderCode: msg({ id: 'records.fields.orderCode', message: 'Order number' }),
  mchOrderNo: msg({ id: 'records.fields.mchOrderNo', message: 'Merchant order number' }),
  amount: msg({ id: 'records.fields.amount', message: 'Amount' }),
  realAmount: msg({ id: 'records.fields.realAmount', message: 'Actual amount' }),
  payableAmount: msg({ id: 'records.fields.payableAmount', message: 'Amount payable' }),
  fee: msg({ id: 'records.fields.fee', message: 'Fee' }),
  balance: msg({ id: 'records.fields.balance', message: 'Balance' }),
  frozen: msg({ id: 'records.fields.frozen', message: 'Frozen' }),
  payer: msg({ id: 'records.fields.payer', message: 'Payer' }),
  payerName: msg({ id: 'records.fields.payerName', message: 'Payer name' }),
  utr: msg({ id: 'records.fields.utr', message: 'UTR' }),
  role: msg({ id: 'records.fields.role', message: 'Role' }),
  account: msg({ id: 'records.fields.account', message: 'Account' }),
  nickname: msg({ id: 'records.fields.nickname', message: 'Nickname' }),
  scope: msg({ id: 'records.fields.scope', message: 'Applies to' }),
  ip: msg({ id: 'records.fields.ip', message: 'IP address' }),
  merchantId: msg({ id: 'records.fields.merchant', message: 'Merchant' }),
  supplierId: msg({ id: 'records.fields.supplier', message: 'Supplier' }),
  productId: msg({ id: 'records.fields.product', message: 'Product' }),
  reason: msg({ id: 'records.fields.reason', message: 'Reason' }),
  rejectReason: msg({ id: 'records.fields.rejectReason', message: 'Reject reason' }),
  remark: msg({ id: 'records.fields.remark', message: 'Remarks' }),
  value: msg({ id: 'records.fields.value', message: 'Value' }),
  enable: on,
  enabled: on,
  locked: msg({ id: 'records.fields.locked', message: 'Locked' }),
  isAgent: msg({ id: 'records.fields.isAgent', message: 'Agent' }),
  acceptOrders: msg({ id: 'records.fields.acceptOrders', message: 'Accepts orders' }),
  createdAt: msg({ id: 'records.fields.createdAt', message: 'Created' }),
  updatedAt: msg({ id: 'records.fields.updatedAt', message: 'Updated' }),
  completedAt: msg({ id: 'records.fields.completedAt', message: 'Completed' }),
  deletedAt: msg({ id: 'records.fields.deletedAt', message: 'Deleted' }),
};

/** `payableAmount` → "Payable amount": a column with no label of its own, still readable. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a record's field: the app's word for it, else its name made readable. */
export function fieldLabel(i18n: I18n, name: string): string {
  const label = Object.hasOwn(fieldLabels, name) ? fieldLabels[name] : undefined;
  return label ? i18n._(label) : humanise(name);
}

const orderStatusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name]));
const accountStatusNames = new Map(Object.entries(AccountStatus).map(([name, id]) => [id as number, name]));

const pick = (labels: Record<string | number, MessageDescriptor>, key: string | number | undefined) =>
  key !== undefined && Object.hasOwn(labels, key) ? labels[key] : undefined;

/** The word for a stored enum value, or undefined when the field holds no enum of this kind of record. */
function enumWord(kind: RecordKind, field: string, value: unknown): MessageDescriptor | undefined {
  if (field === 'role' && typeof value === 'string') return pick(roleLabels, value);
  if (field === 'scope' && kind === 'ipRule' && typeof value === 'string') return pick(ipRuleScopeLabels, value);
  if (typeof value !== 'number') return undefined;
  if (kind === 'order') {
    if (field === 'status') return pick(orderStatusLabels, orderStatusNames.get(value) as OrderStatusName | undefined);
    if (field === 'orderType') return pick(orderTypeLabels, value);
    if (field === 'supplementStatus') return pick(supplementLabels, value);
    if (field === 'orderMark') return pick(markLabels, value);
  }
  if (kind === 'payout' && field === 'status') return pick(payoutStatusLabels, value);
  if (kind === 'user' && field === 'status') return pick(accountStatusLabels, accountStatusNames.get(value));
  return undefined;
}

const yes = msg({ id: 'records.values.yes', message: 'Yes' });
const no = msg({ id: 'records.values.no', message: 'No' });

/**
 * A stored value as the app words it: enums by name, yes/no, nothing as a dash; other values as
 * text (objects as JSON, an empty one as a dash).
 */
export function recordValueText(i18n: I18n, kind: RecordKind, field: string, value: unknown): string {
  const word = enumWord(kind, field, value);
  if (word) return i18n._(word);
  // A callback's recorded error in words (decision 072); the system's own only when nothing better is known.
  if (kind === 'callback' && field === 'error' && typeof value === 'string' && value !== '') {
    const failure = outboundFailureKind(value);
    return failure === 'other' ? `${i18n._(failureTexts.other)} (${value})` : i18n._(failureTexts[failure]);
  }
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return i18n._(value ? yes : no);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && Object.keys(value).length === 0) return '—';
  return JSON.stringify(value);
}
