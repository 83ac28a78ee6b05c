import { msg } from '@lingui/core/macro';
import type { AdminUser } from '../../contract/index.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { googleLabels, statusLabels, userLabels as l } from './labels.ts';

/**
 * The staff accounts' export (decision 126) and desk columns (decision 135): the card's facts, the
 * detail's Google state, login IP and creation time besides.
 */
export const userExport: ExportDecl<AdminUser> = {
  list: 'staff-accounts',
  title: msg({ id: 'staffAccounts.titles.export', message: 'Export accounts' }),
  columns: [
    { id: 'account', label: l.account, kind: 'text', value: (r) => r.account },
    { id: 'nickname', label: l.nickname, kind: 'text', value: (r) => r.nickname },
    { id: 'role', label: l.role, kind: 'label', value: (r) => roleLabels[r.access] },
    { id: 'status', label: l.status, kind: 'label', value: (r) => statusLabels[r.status] },
    { id: 'lastLogin', label: l.lastLogin, kind: 'time', value: (r) => r.lastLoginTime },
    {
      id: 'google',
      label: l.google,
      kind: 'label',
      value: (r) => (r.confirmBind ? googleLabels.confirmed : googleLabels.unconfirmed),
    },
    { id: 'lastLoginIp', label: l.lastLoginIp, kind: 'text', value: (r) => r.lastLoginIp },
    { id: 'created', label: l.created, kind: 'time', value: (r) => r.createTime },
  ],
};
