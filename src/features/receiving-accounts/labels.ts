import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResourceTextField, ResourceType } from '../../contract/index.ts';

/** Product 3 labels: bank template, device and monitor, wallet. */
export const fieldLabels: Record<ResourceTextField, MessageDescriptor> = {
  bankName: msg({ id: 'receivingAccounts.fields.bankName', message: 'Bank name' }),
  accountName: msg({ id: 'receivingAccounts.fields.accountName', message: 'Account name' }),
  cardNumber: msg({ id: 'receivingAccounts.fields.cardNumber', message: 'Card number' }),
  ifsc: msg({ id: 'receivingAccounts.fields.ifsc', message: 'IFSC' }),
  upi: msg({ id: 'receivingAccounts.fields.upi', message: 'UPI account' }),
  bankingAccount: msg({ id: 'receivingAccounts.fields.bankingAccount', message: 'Online-banking account' }),
  bankingPassword: msg({ id: 'receivingAccounts.fields.bankingPassword', message: 'Online-banking password' }),
  monitorPassword: msg({ id: 'receivingAccounts.fields.monitorPassword', message: 'Monitoring password' }),
  walletNickname: msg({ id: 'receivingAccounts.fields.walletNickname', message: 'Wallet nickname' }),
  walletAddress: msg({ id: 'receivingAccounts.fields.walletAddress', message: 'Wallet address' }),
};

/** Where a type names a shared field its own way: the Alipay account, the WeChat ID. */
export const typeFieldLabels: Partial<Record<ResourceType, Partial<Record<ResourceTextField, MessageDescriptor>>>> = {
  alipay: { walletNickname: msg({ id: 'receivingAccounts.fields.alipayAccount', message: 'Alipay account' }) },
  weChat: { walletNickname: msg({ id: 'receivingAccounts.fields.weChatId', message: 'WeChat ID' }) },
};

export const labels = {
  product: msg({ id: 'receivingAccounts.fields.product', message: 'Product' }),
  productId: msg({ id: 'receivingAccounts.fields.productId', message: 'Product ID' }),
  supplier: msg({ id: 'receivingAccounts.fields.supplier', message: 'Supplier' }),
  supplierId: msg({ id: 'receivingAccounts.fields.supplierId', message: 'Supplier ID' }),
  state: msg({ id: 'receivingAccounts.fields.state', message: 'State' }),
  monitorState: msg({ id: 'receivingAccounts.fields.monitorState', message: 'Monitor status' }),
  lastSeen: msg({ id: 'receivingAccounts.fields.lastSeen', message: 'Last report' }),
  clientBinding: msg({ id: 'receivingAccounts.fields.clientBinding', message: 'Client binding' }),
  version: msg({ id: 'receivingAccounts.fields.version', message: 'Version' }),
  deviceBound: msg({ id: 'receivingAccounts.fields.deviceBound', message: 'Device bound' }),
  maxConcurrent: msg({ id: 'receivingAccounts.fields.maxConcurrent', message: 'Max concurrent orders' }),
  floatUp: msg({ id: 'receivingAccounts.fields.floatUp', message: 'Upper float amount (cents)' }),
  floatDown: msg({ id: 'receivingAccounts.fields.floatDown', message: 'Lower float amount (cents)' }),
  minOrderBalance: msg({ id: 'receivingAccounts.fields.minOrderBalance', message: 'Minimum order balance' }),
  dailyCountLimit: msg({ id: 'receivingAccounts.fields.dailyCountLimit', message: 'Daily count limit' }),
  dailyAmountLimit: msg({ id: 'receivingAccounts.fields.dailyAmountLimit', message: 'Daily amount limit' }),
  keyword: msg({ id: 'receivingAccounts.fields.keyword', message: 'Card, name or address' }),
  createTime: msg({ id: 'receivingAccounts.fields.createTime', message: 'Created' }),
};

export const stateLabels: Record<'0' | '1', MessageDescriptor> = {
  '0': msg({ id: 'enum.resourceState.enabled', message: 'On' }),
  '1': msg({ id: 'enum.resourceState.disabled', message: 'Off' }),
};
