import { BotFundRecordState, type BotFundRecordRow } from '../../../../src/contract/index.ts';

/** A pending report and a confirmed one, as the bot bookkeeping list answers them. */
export const pending: BotFundRecordRow = {
  id: 11,
  chatId: -1001,
  groupTitle: 'Merchant 01 group',
  userId: 5,
  userAccount: 'merchant01',
  userName: 'Merchant 01',
  fromName: 'Ravi',
  text: '+10 USDT',
  amount: 1_000,
  currency: 'USDT',
  state: BotFundRecordState.pending,
  appliedAmount: null,
  fundRecordId: null,
  decidedBy: null,
  decidedTime: null,
  remark: '',
  createTime: '2026-05-01T10:00:00.000Z',
};
export const confirmed: BotFundRecordRow = {
  ...pending,
  id: 12,
  text: '-500',
  amount: -50_000,
  currency: '',
  state: BotFundRecordState.confirmed,
  appliedAmount: -50_000,
  fundRecordId: 99,
  decidedBy: 'admin0001',
  decidedTime: '2026-05-01T11:00:00.000Z',
};
