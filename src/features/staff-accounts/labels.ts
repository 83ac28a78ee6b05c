import { accountStatusLabels } from '../../lib/i18n/record-enums.ts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminUser } from '../../contract/index.ts';

/** A staff account's fields and filters (`staffAccounts.fields.*`). */
export const userLabels = {
  nickname: msg({ id: 'staffAccounts.fields.nickname', message: 'Nickname' }),
  account: msg({ id: 'staffAccounts.fields.account', message: 'Account' }),
  password: msg({ id: 'staffAccounts.fields.password', message: 'Password' }),
  newPassword: msg({ id: 'staffAccounts.fields.newPassword', message: 'New password (empty keeps it)' }),
  role: msg({ id: 'staffAccounts.fields.role', message: 'Role' }),
  status: msg({ id: 'staffAccounts.fields.status', message: 'Status' }),
  google: msg({ id: 'staffAccounts.fields.google', message: 'Google verification' }),
  lastLogin: msg({ id: 'staffAccounts.fields.lastLogin', message: 'Last login' }),
  lastLoginIp: msg({ id: 'staffAccounts.fields.lastLoginIp', message: 'Login IP' }),
  created: msg({ id: 'staffAccounts.fields.created', message: 'Created' }),
  newAccountName: msg({ id: 'staffAccounts.fields.newAccountName', message: 'New account name' }),
};

/** Product 4: account states. */
export const statusLabels = accountStatusLabels satisfies Record<AdminUser['status'], MessageDescriptor>;

/** Product 4: Google status. */
export const googleLabels = {
  confirmed: msg({ id: 'enum.googleStatus.confirmed', message: 'Confirmed' }),
  unconfirmed: msg({ id: 'enum.googleStatus.unconfirmed', message: 'Not confirmed' }),
};

export const actionLabels = {
  add: msg({ id: 'staffAccounts.actions.add', message: 'Add account' }),
  edit: msg({ id: 'staffAccounts.actions.edit', message: 'Edit' }),
  delete: msg({ id: 'staffAccounts.actions.delete', message: 'Delete' }),
  restore: msg({ id: 'staffAccounts.actions.restore', message: 'Restore' }),
  resetPayPassword: msg({ id: 'staffAccounts.actions.resetPayPassword', message: 'Reset payment password' }),
  unlockSignIn: msg({ id: 'staffAccounts.actions.unlockSignIn', message: 'Lift sign-in pauses' }),
  resetSecondFactor: msg({ id: 'staffAccounts.actions.resetSecondFactor', message: 'Reset second factor' }),
};

/** Product 8 failure texts; the server's reason is shown under them. */
export const failureLabels = {
  add: msg({
    id: 'staffAccounts.errors.addFailed',
    message: 'Addition failed (check whether the account already exists)',
  }),
  edit: msg({ id: 'staffAccounts.errors.updateFailed', message: 'Update failed' }),
  delete: msg({ id: 'staffAccounts.errors.deleteFailed', message: 'Deletion failed' }),
  restore: msg({ id: 'staffAccounts.errors.restoreFailed', message: 'Restore failed' }),
  resetPayPassword: msg({ id: 'staffAccounts.errors.resetFailed', message: 'Payment password reset failed' }),
  unlockSignIn: msg({ id: 'staffAccounts.errors.unlockFailed', message: 'Lifting the pauses failed' }),
  resetSecondFactor: msg({ id: 'staffAccounts.errors.resetFactorFailed', message: 'Second factor reset failed' }),
};
