import { msg } from '@lingui/core/macro';

/** Fields only web messages and USDT records have; the rest are the SMS records' labels. */
export const recordLabels = {
  usdtAmount: msg({ id: 'webRecords.fields.usdtAmount', message: 'USDT amount' }),
  txHash: msg({ id: 'webRecords.fields.txHash', message: 'Transaction hash' }),
  fromAddress: msg({ id: 'webRecords.fields.fromAddress', message: 'From address' }),
  toAddress: msg({ id: 'webRecords.fields.toAddress', message: 'To address' }),
  address: msg({ id: 'webRecords.fields.address', message: 'Wallet address' }),
  content: msg({ id: 'webRecords.fields.content', message: 'Notice text' }),
};
