import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { StatementDirection, type StatementDirectionId } from '../../contract/index.ts';

/** A record's fields and filters (`bankStatements.fields.*`); shared order fields keep their ids. */
export const statementLabels = {
  receivedTime: msg({ id: 'bankStatements.fields.receivedTime', message: 'Received' }),
  amount: msg({ id: 'bankStatements.fields.amount', message: 'Amount' }),
  direction: msg({ id: 'bankStatements.fields.direction', message: 'Direction' }),
  utr: msg({ id: 'orders.fields.utr', message: 'UTR' }),
  payerName: msg({ id: 'orders.fields.payerName', message: 'Payer name' }),
  account: msg({ id: 'bankStatements.fields.account', message: 'Receiving account' }),
  resourceId: msg({ id: 'bankStatements.fields.resourceId', message: 'Receiving account ID' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  supplierId: msg({ id: 'bankStatements.fields.supplierId', message: 'Supplier ID' }),
  cardNumber: msg({ id: 'bankStatements.fields.cardNumber', message: 'Card in the message' }),
  sender: msg({ id: 'bankStatements.fields.sender', message: 'Sender' }),
  content: msg({ id: 'bankStatements.fields.content', message: 'Message text' }),
  matched: msg({ id: 'bankStatements.fields.matched', message: 'Matched' }),
  read: msg({ id: 'bankStatements.fields.read', message: 'Read by a template' }),
  matchedOrder: msg({ id: 'bankStatements.fields.matchedOrder', message: 'Matched order' }),
  matchedTime: msg({ id: 'bankStatements.fields.matchedTime', message: 'Matched at' }),
  matchedBy: msg({ id: 'bankStatements.fields.matchedBy', message: 'Matched by' }),
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  startTime: msg({ id: 'bankStatements.fields.startTime', message: 'Received from' }),
  endTime: msg({ id: 'bankStatements.fields.endTime', message: 'Received until' }),
};

export const directionLabels = {
  [StatementDirection.income]: msg({ id: 'enum.statementDirection.income', message: 'Income' }),
  [StatementDirection.expense]: msg({ id: 'enum.statementDirection.expense', message: 'Expense' }),
  [StatementDirection.reversal]: msg({ id: 'enum.statementDirection.reversal', message: 'Reversal' }),
} satisfies Record<StatementDirectionId, MessageDescriptor>;

/** A direction an older server may send unknown: shown as its number. */
export const directionLabel = (d: number): MessageDescriptor | undefined =>
  Object.hasOwn(directionLabels, d) ? directionLabels[d as StatementDirectionId] : undefined;

export const matchedLabels = {
  yes: msg({ id: 'enum.statementMatched.yes', message: 'Matched' }),
  no: msg({ id: 'enum.statementMatched.no', message: 'Unmatched' }),
};

/** No SMS template read the record (decision 057): kept for staff to read, never matched. */
export const readLabels = {
  read: msg({ id: 'enum.statementRead.read', message: 'Read' }),
  unread: msg({ id: 'enum.statementRead.unread', message: 'Unread (no template read it)' }),
};
export const unreadLabel = msg({ id: 'bankStatements.texts.unread', message: 'Unread' });

/** The matcher matched it, not a person. */
export const automaticLabel = msg({ id: 'bankStatements.texts.automatic', message: 'Automatic' });
