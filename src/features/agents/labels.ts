import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamMemberRow, TeamState } from '../../contract/index.ts';
import { accountLabels as a, googleLabels, stateLabels, yesNo } from '../accounts/index.ts';

export { googleLabels, yesNo };

/** Fields of a team member; the account ones are the supplier screens' own labels. */
export const memberLabels = {
  account: a.account,
  nickname: a.nickname,
  password: a.password,
  newPassword: msg({ id: 'agents.fields.newPassword', message: 'New password' }),
  state: a.state,
  balance: a.balance,
  availableBalance: a.availableBalance,
  frozenBalance: a.frozenBalance,
  acceptOrders: a.acceptOrders,
  online: msg({ id: 'agents.fields.online', message: 'Online' }),
  googleStatus: a.googleStatus,
  receivingAccounts: msg({ id: 'agents.fields.receivingAccounts', message: 'Receiving accounts' }),
  processingOrders: msg({ id: 'agents.fields.processingOrders', message: 'Processing orders' }),
  processingAmount: msg({ id: 'agents.fields.processingAmount', message: 'Processing amount' }),
  lastLogin: a.lastLogin,
  enabledAccounts: msg({ id: 'agents.fields.enabledAccounts', message: 'Accounts switched on' }),
  created: msg({ id: 'agents.fields.created', message: 'Created' }),
  search: msg({ id: 'agents.fields.search', message: 'Account or nickname' }),
};

export const teamStateLabels = {
  enabled: stateLabels.enabled,
  disabled: stateLabels.disabled,
} satisfies Record<TeamState, MessageDescriptor>;

export const memberStatusLabels = {
  normal: teamStateLabels.enabled,
  disabled: teamStateLabels.disabled,
} satisfies Record<TeamMemberRow['status'], MessageDescriptor>;

export const onlineLabels = {
  online: msg({ id: 'agents.texts.online', message: 'Online' }),
  offline: msg({ id: 'agents.texts.offline', message: 'Offline' }),
};

export type MemberAction =
  'acceptOrdersOn' | 'acceptOrdersOff' | 'freeze' | 'unfreeze' | 'resetPassword' | 'forceLogout';

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
