import { msg } from '@lingui/core/macro';
import type { TeamMemberRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { googleLabels, memberLabels as l, memberStatusLabels, onlineLabels, yesNo } from './labels.ts';

/**
 * The agent's team export (decision 126) and desk columns (decision 135): the card's facts, counts
 * and amounts each in a column of its own so they sum; the last login and creation besides.
 */
export const memberExport: ExportDecl<TeamMemberRow> = {
  list: 'team-members',
  title: msg({ id: 'agents.titles.export', message: 'Export team members' }),
  columns: [
    { id: 'account', label: l.account, kind: 'text', value: (r) => r.account },
    { id: 'nickname', label: l.nickname, kind: 'text', value: (r) => r.nickname },
    { id: 'status', label: l.state, kind: 'label', value: (r) => memberStatusLabels[r.status] },
    {
      id: 'online',
      label: l.online,
      kind: 'label',
      value: (r) => (r.online ? onlineLabels.online : onlineLabels.offline),
    },
    { id: 'balance', label: l.balance, kind: 'amount', value: (r) => r.balance },
    { id: 'availableBalance', label: l.availableBalance, kind: 'amount', value: (r) => r.availableBalance },
    { id: 'frozenBalance', label: l.frozenBalance, kind: 'amount', value: (r) => r.frozenBalance },
    { id: 'acceptOrders', label: l.acceptOrders, kind: 'label', value: (r) => (r.acceptOrders ? yesNo.yes : yesNo.no) },
    {
      id: 'google',
      label: l.googleStatus,
      kind: 'label',
      value: (r) => (r.googleBound ? googleLabels.confirmed : googleLabels.notConfirmed),
    },
    { id: 'receivingAccounts', label: l.receivingAccounts, kind: 'text', value: (r) => r.resourceCount },
    { id: 'enabledAccounts', label: l.enabledAccounts, kind: 'text', value: (r) => r.enabledResourceCount },
    { id: 'processingOrders', label: l.processingOrders, kind: 'text', value: (r) => r.processingOrderCount },
    { id: 'processingAmount', label: l.processingAmount, kind: 'amount', value: (r) => r.processingOrderAmount },
    { id: 'lastLogin', label: l.lastLogin, kind: 'time', value: (r) => r.lastLoginTime },
    { id: 'created', label: l.created, kind: 'time', value: (r) => r.createTime },
  ],
};
