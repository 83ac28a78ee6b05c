import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChainLink, ChainState, RecordCheck } from '../../contract/index.ts';

/** Fields and filters of the chain pages (`securityChain.fields.*`); shared order fields keep their ids. */
export const chainLabels = {
  account: msg({ id: 'securityChain.fields.account', message: 'Receiving account' }),
  resourceId: msg({ id: 'bankStatements.fields.resourceId', message: 'Receiving account ID' }),
  supplier: msg({ id: 'orders.fields.supplier', message: 'Supplier' }),
  supplierId: msg({ id: 'bankStatements.fields.supplierId', message: 'Supplier ID' }),
  state: msg({ id: 'securityChain.fields.state', message: 'Chain state' }),
  size: msg({ id: 'securityChain.fields.size', message: 'Records' }),
  firstTime: msg({ id: 'securityChain.fields.firstTime', message: 'First record' }),
  lastTime: msg({ id: 'securityChain.fields.lastTime', message: 'Last record' }),
  incomeTotal: msg({ id: 'securityChain.fields.incomeTotal', message: 'Incomes' }),
  balances: msg({ id: 'securityChain.fields.balances', message: 'Balance, opening to closing' }),
  gapAfter: msg({ id: 'securityChain.fields.gapAfter', message: 'Gap after it' }),
  checked: msg({ id: 'securityChain.fields.checked', message: 'Reliable of checked incomes' }),
  startTime: msg({ id: 'securityChain.fields.startTime', message: 'Records from' }),
  endTime: msg({ id: 'securityChain.fields.endTime', message: 'Records until' }),
  receivedTime: msg({ id: 'bankStatements.fields.receivedTime', message: 'Received' }),
  amount: msg({ id: 'bankStatements.fields.amount', message: 'Amount' }),
  balance: msg({ id: 'securityChain.fields.balance', message: 'Balance after' }),
  expected: msg({ id: 'securityChain.fields.expected', message: 'Expected balance' }),
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  utr: msg({ id: 'orders.fields.utr', message: 'UTR' }),
  operator: msg({ id: 'securityChain.fields.operator', message: 'Supplemented by' }),
  supplementTime: msg({ id: 'securityChain.fields.supplementTime', message: 'Supplemented at' }),
  gap: msg({ id: 'securityChain.fields.gap', message: 'Gap' }),
  missing: msg({ id: 'securityChain.fields.missing', message: 'Missing amount' }),
  limit: msg({ id: 'securityChain.fields.limit', message: 'Supplement of the gap' }),
  openingBalance: msg({ id: 'securityChain.fields.openingBalance', message: 'Opening balance' }),
  closingBalance: msg({ id: 'securityChain.fields.closingBalance', message: 'Closing balance' }),
  gapFrom: msg({ id: 'securityChain.fields.gapFrom', message: 'Gap from' }),
  gapUntil: msg({ id: 'securityChain.fields.gapUntil', message: 'Gap until' }),
  endedByPause: msg({ id: 'securityChain.fields.endedByPause', message: 'Ended by a pause' }),
  burst: msg({ id: 'securityChain.fields.burst', message: 'Too many in a minute' }),
  withinLimit: msg({ id: 'securityChain.fields.withinLimit', message: 'Supplement limit' }),
  patchFrom: msg({ id: 'securityChain.fields.patchFrom', message: 'Supplemented from' }),
  patchUntil: msg({ id: 'securityChain.fields.patchUntil', message: 'Supplemented until' }),
};

export const yesNoLabels = {
  yes: msg({ id: 'securityChain.choices.yes', message: 'Yes' }),
  no: msg({ id: 'securityChain.choices.no', message: 'No' }),
};

/** Whether a supplement is within FixSecurityChainSupplementLimit, as its tag says. */
export const limitLabels = {
  within: msg({ id: 'securityChain.texts.withinLimit', message: 'Within the limit' }),
  over: msg({ id: 'securityChain.texts.overLimit', message: 'Over the limit' }),
};

export const stateLabels = {
  trusted: msg({ id: 'enum.chainState.trusted', message: 'Trusted' }),
  tooShort: msg({ id: 'enum.chainState.tooShort', message: 'Too short' }),
  broken: msg({ id: 'enum.chainState.broken', message: 'Broken' }),
} satisfies Record<ChainState, MessageDescriptor>;

export const stateColors: Record<ChainState, string> = { trusted: 'success', tooShort: 'warning', broken: 'danger' };

export const linkLabels = {
  start: msg({ id: 'enum.chainLink.start', message: 'First record' }),
  link: msg({ id: 'enum.chainLink.link', message: 'Fits' }),
  gap: msg({ id: 'enum.chainLink.gap', message: 'After a gap' }),
  idle: msg({ id: 'enum.chainLink.idle', message: 'After a pause' }),
} satisfies Record<ChainLink, MessageDescriptor>;

export const checkLabels = {
  reliable: msg({ id: 'enum.recordCheck.reliable', message: 'Reliable' }),
  unverified: msg({ id: 'enum.recordCheck.unverified', message: 'Unverified' }),
  notChecked: msg({ id: 'enum.recordCheck.notChecked', message: 'Not checked' }),
} satisfies Record<RecordCheck, MessageDescriptor>;
