import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IpRuleRow } from '../../contract/index.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { ipRuleLabels as l, scopeLabels } from './labels.ts';

/** Whom a rule fences, as the card says it: the account, or a role rule's role in the reader's words. */
export const ruleSubject = (i18n: I18n, r: IpRuleRow): string =>
  r.scope === 'role' && r.role ? i18n._(roleLabels[r.role]) : r.account;

/**
 * The IP whitelist's export (decision 126) and desk columns (decision 135): the card's facts, who
 * created the rule and when offered besides.
 */
export const ipRuleExport: ExportDecl<IpRuleRow> = {
  list: 'ip-rules',
  title: msg({ id: 'ipRules.titles.export', message: 'Export IP rules' }),
  columns: [
    { id: 'address', label: l.address, kind: 'text', value: (r) => r.address },
    { id: 'scope', label: l.scope, kind: 'label', value: (r) => scopeLabels[r.scope] },
    { id: 'subject', label: l.subject, kind: 'text', value: (r, i18n) => ruleSubject(i18n, r) },
    { id: 'remark', label: l.remark, kind: 'text', value: (r) => r.remark },
    { id: 'updatedBy', label: l.updatedBy, kind: 'text', value: (r) => r.updatedBy || r.createdBy },
    { id: 'updateTime', label: l.updateTime, kind: 'time', value: (r) => r.updateTime },
    { id: 'createdBy', label: l.createdBy, kind: 'text', value: (r) => r.createdBy },
    { id: 'createTime', label: l.createTime, kind: 'time', value: (r) => r.createTime },
  ],
};
