import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamMemberRow, TeamState } from '../../contract/index.ts';

/** Fields of a team member; the account ones reuse the supplier screens' ids. */
export const memberLabels = {
  account: msg({ id: 'accounts.fields.account', message: 'Account' }),
  nickname: msg({ id: 'accounts.fields.nickname', message: 'Nickname' }),
  password: msg({ id: 'accounts.fields.password', message: 'Password' }),
  newPassword: msg({ id: 'agents.fields.newPassword', message: 'New password' }),
  state: msg({ id: 'accounts.fields.state', message: 'State' }),
  balance: msg({ id: 'accounts.fields.balance', message: 'Balance' }),
  availableBalance: msg({ id: 'accounts.fields.availableBalance', message: 'Available balance' }),
  frozenBalance: msg({ id: 'accounts.fields.frozenBalance', message: 'Frozen balance' }),
  acceptOrders: msg({ id: 'accounts.fields.acceptOrders', message: 'Accept orders' }),
  online: msg({ id: 'agents.fields.online', message: 'Online' }),
  googleStatus: msg({ id: 'accounts.fields.googleStatus', message: 'Google verification' }),
  receivingAccounts: msg({ id: 'agents.fields.receivingAccounts', message: 'Receiving accounts' }),
  processingOrders: msg({ id: 'agents.fields.processingOrders', message: 'Processing orders' }),
  processingAmount: msg({ id: 'agents.fields.processingAmount', message: 'Processing amount' }),
  lastLogin: msg({ id: 'accounts.fields.lastLogin', message: 'Last login' }),
  search: msg({ id: 'agents.fields.search', message: 'Account or nickname' }),
};

export const teamStateLabels = {
  enabled: msg({ id: 'enum.accountState.enabled', message: 'Enabled' }),
  disabled: msg({ id: 'enum.accountState.disabled', message: 'Disabled' }),
} satisfies Record<TeamState, MessageDescriptor>;

export const memberStatusLabels = {
  normal: teamStateLabels.enabled,
  disabled: teamStateLabels.disabled,
} satisfies Record<TeamMemberRow['status'], MessageDescriptor>;

export const onlineLabels = {
  online: msg({ id: 'agents.texts.online', message: 'Online' }),
  offline: msg({ id: 'agents.texts.offline', message: 'Offline' }),
};

export const googleLabels = {
  confirmed: msg({ id: 'accounts.texts.googleConfirmed', message: 'Confirmed' }),
  notConfirmed: msg({ id: 'accounts.texts.googleNotConfirmed', message: 'Not confirmed' }),
};

export const yesNo = {
  yes: msg({ id: 'common.texts.yes', message: 'Yes' }),
  no: msg({ id: 'common.texts.no', message: 'No' }),
};

export type MemberAction = 'acceptOrdersOn' | 'acceptOrdersOff' | 'freeze' | 'unfreeze' | 'resetPassword' | 'forceLogout';

export const memberActionLabels = {
  acceptOrdersOn: msg({ id: 'agents.actions.acceptOrdersOn', message: 'Accept orders' }),
  acceptOrdersOff: msg({ id: 'agents.actions.acceptOrdersOff', message: 'Stop accepting orders' }),
  freeze: msg({ id: 'agents.actions.freeze', message: 'Freeze' }),
  unfreeze: msg({ id: 'agents.actions.unfreeze', message: 'Unfreeze' }),
  resetPassword: msg({ id: 'agents.actions.resetPassword', message: 'Reset password' }),
  forceLogout: msg({ id: 'agents.actions.forceLogout', message: 'Sign out everywhere' }),
} satisfies Record<MemberAction, MessageDescriptor>;

export const failureLabels = {
  addFailed: msg({ id: 'agents.errors.addFailed', message: 'Could not add the member' }),
  updateFailed: msg({ id: 'agents.errors.updateFailed', message: 'Could not save the change' }),
};
