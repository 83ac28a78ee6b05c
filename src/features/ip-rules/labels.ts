import { ipRuleScopeLabels } from '../../lib/i18n/record-enums.ts';
import { msg } from '@lingui/core/macro';

/** Fields and filters of the IP whitelist page (`ipRules.fields.*`). */
export const ipRuleLabels = {
  scope: msg({ id: 'ipRules.fields.scope', message: 'Applies to' }),
  account: msg({ id: 'ipRules.fields.account', message: 'Account' }),
  role: msg({ id: 'ipRules.fields.role', message: 'Role' }),
  address: msg({ id: 'ipRules.fields.address', message: 'Address or range' }),
  remark: msg({ id: 'ipRules.fields.remark', message: 'Remark' }),
  search: msg({ id: 'ipRules.fields.search', message: 'Address, account or remark' }),
  updatedBy: msg({ id: 'ipRules.fields.updatedBy', message: 'Changed by' }),
  updateTime: msg({ id: 'ipRules.fields.updateTime', message: 'Changed at' }),
  subject: msg({ id: 'ipRules.fields.subject', message: 'Account or role' }),
  createdBy: msg({ id: 'ipRules.fields.createdBy', message: 'Created by' }),
  createTime: msg({ id: 'ipRules.fields.createTime', message: 'Created at' }),
  googleCode: msg({ id: 'ipRules.fields.googleCode', message: 'Google code' }),
};

export const scopeLabels = ipRuleScopeLabels;

export const ipRuleActionLabels = {
  add: msg({ id: 'ipRules.actions.add', message: 'Add rule' }),
  edit: msg({ id: 'ipRules.actions.edit', message: 'Edit' }),
  remove: msg({ id: 'ipRules.actions.remove', message: 'Remove' }),
};
