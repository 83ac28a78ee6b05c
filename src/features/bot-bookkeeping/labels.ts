import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BotFundRecordState, type BotFundRecordStateId } from '../../contract/index.ts';

/** A bot bookkeeping record's fields, filters and forms (`botFundRecords.*`). */
export const botFundLabels = {
  user: msg({ id: 'botFundRecords.fields.user', message: 'Merchant or supplier' }),
  state: msg({ id: 'botFundRecords.fields.state', message: 'State' }),
  group: msg({ id: 'botFundRecords.fields.group', message: 'Group' }),
  from: msg({ id: 'botFundRecords.fields.from', message: 'Reported by' }),
  text: msg({ id: 'botFundRecords.fields.text', message: 'Message' }),
  reported: msg({ id: 'botFundRecords.fields.reported', message: 'Reported amount' }),
  applied: msg({ id: 'botFundRecords.fields.applied', message: 'Amount moved' }),
  decidedBy: msg({ id: 'botFundRecords.fields.decidedBy', message: 'Decided by' }),
  decidedTime: msg({ id: 'botFundRecords.fields.decidedTime', message: 'Decided at' }),
  remark: msg({ id: 'botFundRecords.fields.remark', message: 'Remark' }),
  time: msg({ id: 'botFundRecords.fields.time', message: 'Reported at' }),
  startTime: msg({ id: 'botFundRecords.fields.startTime', message: 'From' }),
  endTime: msg({ id: 'botFundRecords.fields.endTime', message: 'Until' }),
  amount: msg({ id: 'botFundRecords.fields.amount', message: 'Amount to move' }),
  currency: msg({ id: 'botFundRecords.fields.currency', message: 'Currency' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  userOption: msg({ id: 'botFundRecords.texts.userOption', message: '{account} ({name})' }),
};

export const stateLabels = {
  [BotFundRecordState.pending]: msg({ id: 'enum.botFundRecordState.pending', message: 'Pending' }),
  [BotFundRecordState.confirmed]: msg({ id: 'enum.botFundRecordState.confirmed', message: 'Confirmed' }),
  [BotFundRecordState.rejected]: msg({ id: 'enum.botFundRecordState.rejected', message: 'Rejected' }),
} satisfies Record<BotFundRecordStateId, MessageDescriptor>;

export const stateColors = {
  [BotFundRecordState.pending]: 'warning',
  [BotFundRecordState.confirmed]: 'success',
  [BotFundRecordState.rejected]: 'default',
} as const satisfies Record<BotFundRecordStateId, string>;
