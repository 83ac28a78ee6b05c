import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IpRuleScope } from '../../contract/index.ts';

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
  googleCode: msg({ id: 'ipRules.fields.googleCode', message: 'Google code' }),
};

export const scopeLabels = {
  merchant: msg({ id: 'enum.ipRuleScope.merchant', message: 'Merchant API' }),
  account: msg({ id: 'enum.ipRuleScope.account', message: 'Staff account' }),
  role: msg({ id: 'enum.ipRuleScope.role', message: 'Staff role' }),
} satisfies Record<IpRuleScope, MessageDescriptor>;

export const ipRuleActionLabels = {
  add: msg({ id: 'ipRules.actions.add', message: 'Add rule' }),
  edit: msg({ id: 'ipRules.actions.edit', message: 'Edit' }),
  remove: msg({ id: 'ipRules.actions.remove', message: 'Remove' }),
};
