import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountRow, AccountState } from '../../contract/index.ts';

/** Fields of a merchant or supplier (product 4: account and user labels). */
export const accountLabels = {
  account: msg({ id: 'accounts.fields.account', message: 'Account' }),
  nickname: msg({ id: 'accounts.fields.nickname', message: 'Nickname' }),
  password: msg({ id: 'accounts.fields.password', message: 'Password' }),
  state: msg({ id: 'accounts.fields.state', message: 'State' }),
  balance: msg({ id: 'accounts.fields.balance', message: 'Balance' }),
  availableBalance: msg({ id: 'accounts.fields.availableBalance', message: 'Available balance' }),
  frozenBalance: msg({ id: 'accounts.fields.frozenBalance', message: 'Frozen balance' }),
  kycLowerLimit: msg({ id: 'accounts.fields.kycLowerLimit', message: 'KYC lower limit' }),
  acceptOrders: msg({ id: 'accounts.fields.acceptOrders', message: 'Accept orders' }),
  googleStatus: msg({ id: 'accounts.fields.googleStatus', message: 'Google verification' }),
  lastLogin: msg({ id: 'accounts.fields.lastLogin', message: 'Last login' }),
  lastLoginIp: msg({ id: 'accounts.fields.lastLoginIp', message: 'Login IP' }),
  signType: msg({ id: 'accounts.fields.signType', message: 'Encryption' }),
  merchantKey: msg({ id: 'accounts.fields.merchantKey', message: 'Merchant key' }),
  allowModify: msg({ id: 'accounts.fields.allowModify', message: 'May modify' }),
  subAccounts: msg({ id: 'accounts.fields.subAccounts', message: 'Sub-accounts' }),
  newAccountName: msg({ id: 'accounts.fields.newAccountName', message: 'Account name after restoring' }),
  googleCode: msg({ id: 'orders.fields.googleCode', message: 'Google code' }),
  failedSigns: msg({ id: 'accounts.fields.failedSigns', message: 'Failed signatures (24 h)' }),
  lastFailedSign: msg({ id: 'accounts.fields.lastFailedSign', message: 'Last failed signature' }),
};

export const stateLabels = {
  normal: msg({ id: 'enum.accountState.normal', message: 'Normal' }),
  deleted: msg({ id: 'enum.accountState.deleted', message: 'Deleted' }),
  enabled: msg({ id: 'enum.accountState.enabled', message: 'Enabled' }),
  disabled: msg({ id: 'enum.accountState.disabled', message: 'Disabled' }),
} satisfies Record<AccountState, MessageDescriptor>;

/** A row's status as the card says it: frozen accounts read 'Disabled'. */
export const statusLabels = {
  normal: stateLabels.enabled,
  deleted: stateLabels.deleted,
  disabled: stateLabels.disabled,
} satisfies Record<AccountRow['status'], MessageDescriptor>;

export const googleLabels = {
  confirmed: msg({ id: 'accounts.texts.googleConfirmed', message: 'Confirmed' }),
  notConfirmed: msg({ id: 'accounts.texts.googleNotConfirmed', message: 'Not confirmed' }),
};

export const yesNo = {
  yes: msg({ id: 'common.texts.yes', message: 'Yes' }),
  no: msg({ id: 'common.texts.no', message: 'No' }),
};

/** The admin actions of product 6 offered on one account. */
export type AccountAction =
  | 'freeze'
  | 'unfreeze'
  | 'acceptOrdersOn'
  | 'acceptOrdersOff'
  | 'kycLowerLimit'
  | 'signType'
  | 'resetKey'
  | 'allowModifyOn'
  | 'allowModifyOff'
  | 'enableGoogle'
  | 'disableGoogle'
  | 'resetPayPassword'
  | 'unlockSignIn'
  | 'resetSecondFactor'
  | 'forceLogout'
  | 'subAccounts'
  | 'delete'
  | 'restore';

export const actionLabels = {
  freeze: msg({ id: 'accounts.actions.freeze', message: 'Freeze' }),
  unfreeze: msg({ id: 'accounts.actions.unfreeze', message: 'Unfreeze' }),
  acceptOrdersOn: msg({ id: 'accounts.actions.acceptOrdersOn', message: 'Start accepting orders' }),
  acceptOrdersOff: msg({ id: 'accounts.actions.acceptOrdersOff', message: 'Stop accepting orders' }),
  kycLowerLimit: msg({ id: 'accounts.actions.kycLowerLimit', message: 'Edit KYC lower limit' }),
  signType: msg({ id: 'accounts.actions.signType', message: 'Change encryption' }),
  resetKey: msg({ id: 'accounts.actions.resetKey', message: 'Reset merchant key' }),
  allowModifyOn: msg({ id: 'accounts.actions.allowModifyOn', message: 'Allow modifications' }),
  allowModifyOff: msg({ id: 'accounts.actions.allowModifyOff', message: 'Forbid modifications' }),
  enableGoogle: msg({ id: 'accounts.actions.enableGoogle', message: 'Enable Google authentication' }),
  disableGoogle: msg({ id: 'accounts.actions.disableGoogle', message: 'Disable Google authentication' }),
  resetPayPassword: msg({ id: 'accounts.actions.resetPayPassword', message: 'Reset payment password' }),
  unlockSignIn: msg({ id: 'accounts.actions.unlockSignIn', message: 'Lift sign-in pauses' }),
  resetSecondFactor: msg({ id: 'accounts.actions.resetSecondFactor', message: 'Reset second factor' }),
  forceLogout: msg({ id: 'accounts.actions.forceLogout', message: 'Force logout' }),
  subAccounts: msg({ id: 'accounts.actions.subAccounts', message: 'Sub-accounts' }),
  delete: msg({ id: 'accounts.actions.delete', message: 'Delete' }),
  restore: msg({ id: 'accounts.actions.restore', message: 'Restore' }),
} satisfies Record<AccountAction, MessageDescriptor>;

export const failureLabels = {
  addFailed: msg({
    id: 'accounts.errors.addFailed',
    message: 'Addition failed (check whether the account already exists)',
  }),
  updateFailed: msg({ id: 'accounts.errors.updateFailed', message: 'Update failed' }),
  subAccountFailed: msg({ id: 'accounts.errors.subAccountFailed', message: 'Sub-account creation failed' }),
};
