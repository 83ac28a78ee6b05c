import { msg } from '@lingui/core/macro';

export const templateLabels = {
  bankName: msg({ id: 'smsTemplates.labels.bankName', message: 'Bank' }),
  sender: msg({ id: 'smsTemplates.labels.sender', message: 'Sender id (empty: every sender of the bank)' }),
  direction: msg({ id: 'smsTemplates.labels.direction', message: 'Text of' }),
  pattern: msg({ id: 'smsTemplates.labels.pattern', message: 'Pattern' }),
  timeFormat: msg({ id: 'smsTemplates.labels.timeFormat', message: 'Time format' }),
  utcOffsetMinutes: msg({
    id: 'smsTemplates.labels.utcOffsetMinutes',
    message: 'Time zone of the bank (minutes east of UTC)',
  }),
  example: msg({ id: 'smsTemplates.labels.example', message: 'Example SMS (the pattern must read it)' }),
  enabled: msg({ id: 'smsTemplates.labels.enabled', message: 'In use' }),
  sms: msg({ id: 'smsTemplates.labels.sms', message: 'Paste an SMS to try' }),
  amount: msg({ id: 'smsTemplates.labels.amount', message: 'Amount' }),
  utr: msg({ id: 'smsTemplates.labels.utr', message: 'UTR' }),
  balance: msg({ id: 'smsTemplates.labels.balance', message: 'Balance' }),
  tail: msg({ id: 'smsTemplates.labels.tail', message: 'Account tail' }),
  time: msg({ id: 'smsTemplates.labels.time', message: 'Time' }),
  updated: msg({ id: 'smsTemplates.labels.updated', message: 'Changed' }),
  search: msg({ id: 'smsTemplates.labels.search', message: 'Search by bank' }),
  anySender: msg({ id: 'smsTemplates.labels.anySender', message: 'every sender' }),
};

/** StatementDirection 0, 1, 2. */
export const directionLabels = [
  msg({ id: 'smsTemplates.directions.income', message: 'Income' }),
  msg({ id: 'smsTemplates.directions.expense', message: 'Expense' }),
  msg({ id: 'smsTemplates.directions.reversal', message: 'Reversal' }),
] as const;

export const yesNo = {
  yes: msg({ id: 'smsTemplates.choices.yes', message: 'Yes' }),
  no: msg({ id: 'smsTemplates.choices.no', message: 'No' }),
};
