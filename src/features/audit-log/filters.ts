import { auditActionKeys, auditRecordCalls, auditTargetTypes, roles } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import { actionLabels, auditLabels as l, targetTypeLabels } from './labels.ts';

export const auditDecls = [
  { key: 'operatorAccount', kind: 'text', label: l.operator },
  {
    key: 'operatorRole',
    kind: 'choice',
    label: l.role,
    options: roles.map((r) => ({ value: r, label: roleLabels[r] })),
  },
  {
    key: 'action',
    kind: 'choice',
    label: l.action,
    options: auditActionKeys.map((a) => ({ value: a, label: actionLabels[a] })),
  },
  {
    key: 'targetType',
    kind: 'choice',
    label: l.targetType,
    options: auditTargetTypes.map((t) => ({ value: t, label: targetTypeLabels[t] })),
  },
  { key: 'targetId', kind: 'text', label: l.targetId },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

export const auditFilterKeys = keysOf(auditDecls);
export const auditShape = auditRecordCalls.getList.input.shape;
export type AuditFilters = Filters<(typeof auditFilterKeys)[number]>;
